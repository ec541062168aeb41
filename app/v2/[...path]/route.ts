// /v2/* – the built-in service: organizations, their cashboxes, documents by period
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from '@/app/_service/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
