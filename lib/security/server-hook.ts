import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'node:http';
import { stampClientAddress, trustProxyHops } from './client-address';
import { unservableAnswer, type ServiceRefusal } from './request-guard';
import { applyResponseBaseline, baselineOptions } from './response-baseline';
import { unknownActionAnswer } from './server-actions';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

// What only the HTTP server itself can do, installed once at start (instrumentation.ts) on its
// 'request' event, before Next sees the request:
// - Next turns every request into a WHATWG Request before any code of ours runs (proxy.ts
//   included), and that constructor refuses TRACE outright: a TRACE was a 500 with a stack in the
//   log. Here it gets the same 405 that proxy.ts gives any other method no route serves; a path
//   that does not decode gets its 400 here too, before the framework makes a bare one of it; a
//   server action id the build does not have gets 404 (server-actions.ts).
// - The client's address is computed once and stamped on the request (client-address.ts).
// - Every answer gets the baseline headers, CSP and HSTS (response-baseline.ts).
// (CONNECT never reaches 'request': Node hands it to a 'connect' listener or closes the socket.)

// Process-shared: the patch is on Node's Server prototype, one for the process, whichever
// bundle installs it.
const INSTALLED = 'security.server-hook-installed';

/** `refuse`: the built-in service's own refusals (lib/service/refusal.ts), handed in by the caller. */
export function installServerHook(refuse: ServiceRefusal): void {
  if (peekProcessShared<boolean>(INSTALLED)) return;
  setProcessShared(INSTALLED, true);
  const hops = trustProxyHops(process.env.TRUST_PROXY_HOPS);
  const baseline = baselineOptions(process.env.APP_URL);
  const emit = Server.prototype.emit;
  Server.prototype.emit = function patchedEmit(this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      applyResponseBaseline(response, baseline);
      const refusal = refusalOf(request, refuse);
      if (refusal) {
        answer(request, response, refusal);
        return true;
      }
      stampClientAddress(request, hops);
    }
    return (emit as (event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}

function refusalOf(request: IncomingMessage, refuse: ServiceRefusal): Response | null {
  const method = request.method ?? 'GET';
  const path = (request.url ?? '/').split('?')[0]!;
  return (
    unservableAnswer(method, path, refuse) ??
    unknownActionAnswer(method, path, request.headers['next-action'])
  );
}

function answer(request: IncomingMessage, response: ServerResponse, refusal: Response) {
  void refusal.text().then((body) => {
    response.writeHead(refusal.status, Object.fromEntries(refusal.headers));
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  request.resume();
}
