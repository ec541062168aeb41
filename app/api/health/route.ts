// GET /api/health – is the dashboard configured, are its databases answering, can it reach its
// operator (docs/outages.md)? Public for load balancers: anonymous callers get only
// `{"status":…}`, administrators every part too, background work included.
import { checkReadiness } from '@/app/_instance/readiness.server';
import { requestViewer } from '@/lib/auth/server/viewer';
import { backgroundStatuses } from '@/lib/background/pausing-loop';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database-outage/unavailable';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { health, parts, databaseDown } = await checkReadiness();
  // A database that does not answer is an error, an operator that does not answer a degradation.
  const status = databaseDown ? 'error' : health.status;
  // The database being away, the person cannot be checked: they get the anonymous answer.
  const viewer = databaseDown ? null : await requestViewer().catch(() => null);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (databaseDown) headers['Retry-After'] = String(DATABASE_RETRY_AFTER_SECONDS);
  const body =
    viewer?.role === 'admin'
      ? { ...health, status, parts: { ...parts, background: backgroundStatuses() } }
      : { status };
  return Response.json(body, { status: status === 'error' ? 503 : 200, headers });
}
