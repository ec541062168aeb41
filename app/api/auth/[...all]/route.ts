// /api/auth/* – sign-in, sign-out and the session (lib/api/auth-route.server.ts)
import { handleAuthRequest } from '@/lib/api/auth-route.server';

export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
