import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'node:http';
import { unservableAnswer } from './request-guard';

// Next turns every request into a WHATWG Request before any code of ours runs (proxy.ts included),
// and that constructor refuses TRACE outright, so a TRACE became a 500 with a stack in the log.
// Installed once at server start (instrumentation.ts), this answers such requests at the HTTP
// server's own 'request' event, before Next sees them, with the same 405 that proxy.ts gives any
// other method no route serves.

// (CONNECT never reaches 'request': Node hands it to a 'connect' listener or closes the socket.)
const FORBIDDEN_BY_FETCH = new Set(['TRACE', 'TRACK']);
let installed = false;

export function refuseUnroutableMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function patchedEmit(this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (FORBIDDEN_BY_FETCH.has(request.method ?? '')) {
        answer(request, response);
        return true;
      }
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
