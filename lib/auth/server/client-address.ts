import 'server-only';

// The client's address as the server saw it: Next.js fills X-Forwarded-For from the socket when a
// request arrives without one, and a reverse proxy in front must overwrite it with the address it
// saw (README, "Behind a reverse proxy"). The rightmost entry is the one added closest to us.
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for') ?? '';
  const last = forwarded.split(',').pop()?.trim();
  return last || 'unknown';
}
