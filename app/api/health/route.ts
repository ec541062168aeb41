// GET /api/health – is the dashboard configured and can it reach its operator? Never shows secrets.
import { checkUpstream } from '@/lib/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await checkUpstream();
  return Response.json(health, {
    status: health.status === 'error' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
