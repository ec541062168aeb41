// GET /api/alerts/rules – the person's alert rules (an admin's: everyone's)
// POST /api/alerts/rules – a new rule; a webhook rule's secret is in this answer only
import { ruleInputSchema } from '@/lib/alerts/rule.schema';
import { alertViewer, jsonBody, requestLocale } from '@/lib/alerts/server/request';
import { addRule, rulesOf } from '@/lib/alerts/server/rules-service';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/security/client-address';

export const GET = apiRoute(async () => rulesOf(alertViewer()));

export const POST = apiRoute(async (request) => {
  const input = await jsonBody(request, ruleInputSchema);
  const from = clientAddress(request.headers);
  const { rule, secret } = await addRule(alertViewer(), input, requestLocale(request), from);
  return Response.json(secret ? { ...rule, secret } : rule, { status: 201 });
});
