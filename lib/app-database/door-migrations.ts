import 'server-only';
import { AUTH_MIGRATIONS } from '@/lib/auth/server/migrations';
import { LIMITER_MIGRATIONS } from '@/lib/security/limiter-migrations';
import type { AppMigration } from './migrate';

// The tables the door of every request reads (lib/api/route.ts): people, sessions and grants, and
// the rate limiter's counters. Sign-in makes sure of these when it opens the database
// (lib/auth/server/auth.ts); every other feature's tables are made at start (./migrations.ts).

export const DOOR_MIGRATIONS: readonly AppMigration[] = [...AUTH_MIGRATIONS, ...LIMITER_MIGRATIONS];
