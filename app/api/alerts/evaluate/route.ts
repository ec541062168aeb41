// POST /api/alerts/evaluate – admins: one evaluation now; answers with what was sent
import { alertViewer } from '@/lib/alerts/server/request';
import { evaluateInApp } from '@/lib/alerts/server/run';
import { apiRoute } from '@/lib/api/route';

export const POST = apiRoute(async () => {
  alertViewer({ admin: true });
  return evaluateInApp();
});
