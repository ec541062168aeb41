// GET /api/health/live – the process answers (docs/outages.md). No I/O at all: a database or an
// operator that is away must never make an orchestrator restart a process that would recover.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
