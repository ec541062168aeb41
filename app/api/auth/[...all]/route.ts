// /api/auth/* – sign-in, sign-out and the session (lib/auth/server/auth-route.ts)
import { handleAuthRequest } from '@/lib/auth/server/auth-route';

export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
