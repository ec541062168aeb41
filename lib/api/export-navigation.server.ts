import 'server-only';
import { exportFailedHref } from '@/lib/urls/urls';
import { EXPORT_PATH } from './route';

// A download link is a plain link (docs/exports.md): the browser navigates to the export and saves
// the file. When the export is refused or fails, a problem+json body would be shown raw or dropped
// as a failed download without a word, so a browser's navigation is sent to a page that says why,
// in the person's language. Scripts and fetches (no navigation) keep the problem+json answer.

function isNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

function reasonOf(status: number): 'role' | 'limit' | 'error' {
  return status === 403 ? 'role' : status === 429 ? 'limit' : 'error';
}

/** The response itself, or for a browser's failed download a redirect to the page that explains. */
export function explainFailedDownload(request: Request, response: Response): Response {
  const { pathname } = new URL(request.url);
  if (response.ok || !EXPORT_PATH.test(pathname) || !isNavigation(request)) return response;
  return new Response(null, {
    status: 303,
    headers: {
      Location: exportFailedHref(reasonOf(response.status)),
      'Cache-Control': 'private, no-store',
    },
  });
}
