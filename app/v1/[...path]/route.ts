// /v1/* – the built-in service: tickets of one register and drive, one ticket by FD number
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from '@/app/_service/methods';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
