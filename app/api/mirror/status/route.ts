// GET /api/mirror/status – how fresh the mirror's copy is, per register (administrators only)
import { apiRoute } from '@/lib/api/route';
import { NotAllowedError } from '@/lib/auth/server/errors';
import { boundViewer } from '@/lib/auth/server/scope';
import { mirrorStatus } from '@/lib/mirror/server/status';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => {
  if (boundViewer()?.role !== 'admin') {
    throw new NotAllowedError('Only administrators read the mirror status.');
  }
  return mirrorStatus();
});
