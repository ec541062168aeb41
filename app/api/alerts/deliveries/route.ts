// GET /api/alerts/deliveries – the delivery log of the person's rules (an admin's: everyone's)
import { alertViewer } from '@/lib/alerts/server/request';
import { deliveriesOf } from '@/lib/alerts/server/rules-service';
import { apiRoute } from '@/lib/api/route';

export const GET = apiRoute(async () => deliveriesOf(alertViewer()));
