// POST /api/alerts/rules/[id]/test – sends a test message through the rule now
import { ruleIdSchema } from '@/lib/alerts/rule.schema';
import { alertViewer } from '@/lib/alerts/server/request';
import { testRule } from '@/lib/alerts/server/rules-service';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/security/client-address';

type Context = { params: Promise<{ id: string }> };

export const POST = apiRoute(async (request, { params }: Context) => {
  const { id } = ruleIdSchema.parse(await params);
  return testRule(alertViewer(), id, clientAddress(request.headers));
});
