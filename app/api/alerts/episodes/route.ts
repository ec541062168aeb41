// GET /api/alerts/episodes – open alert episodes of the organizations the person may see
import { openEpisodesOf } from '@/lib/alerts/server/episodes-service';
import { alertViewer } from '@/lib/alerts/server/request';
import { apiRoute } from '@/lib/api/route';

export const GET = apiRoute(async () => openEpisodesOf(alertViewer()));
