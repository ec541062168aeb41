// DELETE /api/alerts/rules/[id] – deletes one of the person's rules (an admin: anyone's)
import { ruleIdSchema } from '@/lib/alerts/rule.schema';
import { alertViewer } from '@/lib/alerts/server/request';
import { removeRule } from '@/lib/alerts/server/rules-service';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/security/client-address';

type Context = { params: Promise<{ id: string }> };

export const DELETE = apiRoute(async (request, { params }: Context) => {
  const { id } = ruleIdSchema.parse(await params);
  await removeRule(alertViewer(), id, clientAddress(request.headers));
  return new Response(null, { status: 204 });
});
