// POST /api/alerts/snoozes – holds a register-reason's messages until a time (audited)
import { snoozeInputSchema } from '@/lib/alerts/rule.schema';
import { snoozeReason } from '@/lib/alerts/server/episodes-service';
import { alertViewer, jsonBody } from '@/lib/alerts/server/request';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/security/client-address';

export const POST = apiRoute(async (request) => {
  const input = await jsonBody(request, snoozeInputSchema);
  return snoozeReason(alertViewer(), input, clientAddress(request.headers));
});
