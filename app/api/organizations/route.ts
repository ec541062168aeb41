// GET /api/organizations – organizations the stored credentials can see
import { apiRoute } from '@/lib/api/route';
import { listOrganizations } from '@/lib/operator/api';

export const GET = apiRoute(() => listOrganizations(), { rateLimit: 'overview' });
