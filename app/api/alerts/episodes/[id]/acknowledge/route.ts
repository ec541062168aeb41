// POST /api/alerts/episodes/[id]/acknowledge – no more reminders of this episode (audited)
import { ruleIdSchema } from '@/lib/alerts/rule.schema';
import { acknowledge } from '@/lib/alerts/server/episodes-service';
import { alertViewer } from '@/lib/alerts/server/request';
import { apiRoute } from '@/lib/api/route';
import { clientAddress } from '@/lib/security/client-address';

type Context = { params: Promise<{ id: string }> };

export const POST = apiRoute(async (request, { params }: Context) => {
  const { id } = ruleIdSchema.parse(await params);
  return acknowledge(alertViewer(), id, clientAddress(request.headers));
});
