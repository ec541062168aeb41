// GET /api/health/ready – may this instance take traffic? The app database and the built-in
// service's store answer within a second and the operator answered lately (docs/outages.md).
// Public, like /api/health: 503 names the failing parts and nothing more — for settings that
// could not be applied, their variables' names, never their values (docs/configuration.md).
import { checkReadiness } from '@/app/_instance/readiness.server';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/database-outage/unavailable';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { failing, databaseDown, settings } = await checkReadiness();
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (failing.length === 0) return Response.json({ status: 'ready' }, { headers });
  if (databaseDown) headers['Retry-After'] = String(DATABASE_RETRY_AFTER_SECONDS);
  const body =
    settings.length > 0
      ? { status: 'not-ready', failing, settings }
      : { status: 'not-ready', failing };
  return Response.json(body, { status: 503, headers });
}
