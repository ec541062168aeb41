import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'node:http';
import { stampClientAddress, trustProxyHops } from './client-address';
import { unservableAnswer } from './request-guard';

// Two things only the HTTP server itself can do, installed once at start (instrumentation.ts) on its
// 'request' event, before Next sees the request:
// - Next turns every request into a WHATWG Request before any code of ours runs (proxy.ts
//   included), and that constructor refuses TRACE outright: a TRACE was a 500 with a stack in the
//   log. Here it gets the same 405 that proxy.ts gives any other method no route serves.
// - The client's address is computed once and stamped on the request (client-address.ts).

// (CONNECT never reaches 'request': Node hands it to a 'connect' listener or closes the socket.)
const FORBIDDEN_BY_FETCH = new Set(['TRACE', 'TRACK']);
let installed = false;

export function installServerHook(): void {
  if (installed) return;
  installed = true;
  const hops = trustProxyHops(process.env.TRUST_PROXY_HOPS);
  const emit = Server.prototype.emit;
  Server.prototype.emit = function patchedEmit(this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (FORBIDDEN_BY_FETCH.has(request.method ?? '')) {
        answer(request, response);
        return true;
      }
      stampClientAddress(request, hops);
    }
    return (emit as (event: string, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof emit;
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '/').split('?')[0]!;
  const refusal = unservableAnswer(request.method ?? 'TRACE', path)!;
  void refusal.text().then((body) => {
    response.writeHead(refusal.status, Object.fromEntries(refusal.headers));
    response.end(body);
  });
  request.resume();
}
