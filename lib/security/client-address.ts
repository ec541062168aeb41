import type { IncomingMessage } from 'node:http';

// The address of the client, as the HTTP server saw the connection. Route handlers only get a
// WHATWG Request without the socket, and Next fills X-Forwarded-For only when the client did not
// send one (so a client could pick its own). The server hook stamps this header on every request,
// overwriting whatever the client sent under that name, so a route can trust it.

export const CLIENT_ADDRESS_HEADER = 'x-ofd-client-address';

export function stampClientAddress(request: IncomingMessage): void {
  request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
}
