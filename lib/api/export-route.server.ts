import 'server-only';
import { auditRefusedExport } from '@/lib/auth/server/audit-export';
import type { RateLimitClass } from '@/lib/security/rate-limits';
import { explainFailedDownload } from './export-navigation.server';
import { apiRoute, EXPORT_PATH, type FailureAnswer } from './route';

// The export routes' wrapper (docs/exports.md): the API's door (./route.ts), and for a failure
// what a download needs beside the problem: a refused export audited like a made one
// (docs/people.md, "Data"), and a browser's navigation sent to the page that says why
// (./export-navigation.server.ts). Every route under an `export` segment uses it
// (./export-route.test.ts).

const exportFailed: FailureAnswer = async (request, problem, viewer) => {
  const { pathname } = new URL(request.url);
  if (viewer && EXPORT_PATH.test(pathname) && [403, 404].includes(problem.status)) {
    // The answer does not wait on the trail: an audit that fails leaves the refusal as it was.
    await auditRefusedExport(viewer, request, problem.status).catch(() => undefined);
  }
  return explainFailedDownload(request, problem);
};

export function exportRoute<C>(
  handler: (request: Request, context: C) => Promise<unknown>,
  options: { rateLimit?: RateLimitClass } = {},
) {
  return apiRoute(handler, { ...options, failed: exportFailed });
}
