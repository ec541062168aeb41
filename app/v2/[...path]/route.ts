// /v2/* – the built-in service: organizations, their cashboxes, documents by period
import { serveBuiltIn } from '@/app/_service/mount';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = serveBuiltIn;
export const HEAD = serveBuiltIn;
export const POST = serveBuiltIn;
export const PUT = serveBuiltIn;
export const PATCH = serveBuiltIn;
export const DELETE = serveBuiltIn;
export const OPTIONS = serveBuiltIn;
