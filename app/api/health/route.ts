// GET /api/health – is the dashboard configured and can it reach its operator? Public for load
// balancers: anonymous callers get only `{"status":…}`, administrators the upstream details too.
import { requestViewer } from '@/lib/auth/server/viewer';
import { checkUpstream } from '@/lib/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await checkUpstream();
  const viewer = await requestViewer().catch(() => null);
  return Response.json(viewer?.role === 'admin' ? health : { status: health.status }, {
    status: health.status === 'error' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
