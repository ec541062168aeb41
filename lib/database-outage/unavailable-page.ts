import { messages } from '@/lib/i18n/messages';
import { localeCookie, resolveLocale } from '@/lib/i18n/locales';
import { DATABASE_RETRY_AFTER_SECONDS } from './unavailable';

// The page a person gets while the database is away and their session cannot be checked
// (docs/outages.md): 503 with Retry-After, in their language, with a Retry that loads the same
// address again. Plain HTML written by the front door (proxy.ts): rendering the app's layout
// would itself need the session, and the person must not be sent to sign-in.

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function unavailablePage(request: {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
  nextUrl: { pathname: string; search: string };
}): Response {
  const locale = resolveLocale(
    request.cookies.get(localeCookie)?.value,
    request.headers.get('accept-language'),
  );
  const { databaseUnavailable, retry } = messages[locale].ApiErrors;
  const again = escape(`${request.nextUrl.pathname}${request.nextUrl.search}`);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(databaseUnavailable.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:4rem 1rem;color:#1f2937;background:#f9fafb}
main{max-width:32rem;margin:0 auto;padding:1.5rem;border:1px solid #fcd34d;border-radius:.5rem;background:#fffbeb}
h1{font-size:1.25rem;margin:0 0 .5rem}
a{display:inline-block;margin-top:1rem;padding:.5rem 1rem;border-radius:.375rem;background:#2563eb;color:#fff;text-decoration:none;font-weight:500}
</style></head>
<body><main role="alert" data-testid="database-unavailable">
<h1>${escape(databaseUnavailable.title)}</h1>
<p>${escape(databaseUnavailable.text)}</p>
<a href="${again}">${escape(retry)}</a>
</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    },
  });
}
