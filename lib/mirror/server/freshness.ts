import 'server-only';
import { visibleTo } from '@/lib/auth/server/scope';
import type { MirrorStatus } from '@/lib/service';
import { parseMirrorConfig } from './config';
import { getMirror } from './open';

// How fresh the mirrored data on a page is ("as of 14:05", docs/mirror.md): a register's last sync
// to the end; for an organization or the whole board, the oldest of its registers', so the whole
// page is at least that fresh. Null when the mirror is off or has not synced them all yet.

export type Freshness = { asOfUtc: string | null; credentialsRejected: boolean };

export function oldestSync(statuses: MirrorStatus[]): string | null {
  const readable = statuses.filter((s) => s.state !== 'outside-window');
  const synced = readable.map((s) => s.syncedUpToUtc).filter((t): t is string => t !== null);
  if (synced.length === 0 || synced.length < readable.length) return null;
  return synced.sort()[0]!;
}

/** For the current person: only registers of organizations they may see count. */
export async function freshness(where: { orgId?: string; rnm?: string } = {}): Promise<Freshness> {
  if (!parseMirrorConfig(process.env).enabled) return { asOfUtc: null, credentialsRejected: false };
  const mirror = await getMirror();
  const all = await mirror.options.mirror.listStatus();
  const mine = (await visibleTo(all, (s) => s.organizationId)).filter(
    (s) =>
      (!where.orgId || s.organizationId === where.orgId) &&
      (!where.rnm || s.regNumber === where.rnm),
  );
  return {
    asOfUtc: oldestSync(mine),
    credentialsRejected: all.some((s) => s.state === 'credentials-rejected'),
  };
}
