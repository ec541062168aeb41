import 'server-only';
import { visibleTo } from '@/lib/auth/server/scope';
import { awayFor } from '@/lib/ofd/outside-copy';
import { operatorAway } from '@/lib/ofd/reachability';
import type { MirrorStatus } from '@/lib/service';
import { parseMirrorConfig } from './config';
import { getMirror } from './open';

// How fresh the mirrored data on a page is ("as of 14:05", docs/mirror.md): a register's last sync
// to the end; for an organization or the whole board, the oldest of its registers', so the whole
// page is at least that fresh. Null when the mirror is off or has not synced them all yet.
// While the operator is away every page is read from the copy: then the page says so, with the
// last sync of what it shows, whether some of it is short, and from which day a register's copy
// holds documents (an earlier day is not in it).

export type Freshness = {
  asOfUtc: string | null;
  credentialsRejected: boolean;
  /** The last call found the operator away: pages show the copy (lib/ofd/client.ts). */
  away: null | {
    /** The oldest last sync of the registers that synced at all; null when none did. */
    lastSyncUtc: string | null;
    /** A register not yet synced to the end, or with days short in the copy. */
    incomplete: boolean;
    /** The first day of the register's copy, when one register is asked about. */
    heldFrom: string | null;
  };
};

const OFF: Freshness = { asOfUtc: null, credentialsRejected: false, away: null };

export function oldestSync(statuses: MirrorStatus[]): string | null {
  const readable = statuses.filter((s) => s.state !== 'outside-window');
  const synced = readable.map((s) => s.syncedUpToUtc).filter((t): t is string => t !== null);
  if (synced.length === 0 || synced.length < readable.length) return null;
  return synced.sort()[0]!;
}

/** For the current person: only registers of organizations they may see count. */
export async function freshness(where: { orgId?: string; rnm?: string } = {}): Promise<Freshness> {
  if (!parseMirrorConfig(process.env).enabled) return OFF;
  const mirror = await getMirror();
  const all = await mirror.options.mirror.listStatus();
  const mine = (await visibleTo(all, (s) => s.organizationId)).filter(
    (s) =>
      (!where.orgId || s.organizationId === where.orgId) &&
      (!where.rnm || s.regNumber === where.rnm),
  );
  const readable = mine.filter((s) => s.state !== 'outside-window');
  const synced = readable.flatMap((s) => (s.syncedUpToUtc ? [s.syncedUpToUtc] : [])).sort();
  const cursor = where.rnm ? await mirror.options.mirror.readCursor(where.rnm) : null;
  return {
    asOfUtc: oldestSync(mine),
    credentialsRejected: all.some((s) => s.state === 'credentials-rejected'),
    // A page of another connection's organization says when that connection is away.
    away: (where.orgId ? awayFor(where.orgId) : operatorAway())
      ? {
          lastSyncUtc: synced[0] ?? null,
          incomplete:
            synced.length < readable.length || readable.some((s) => s.gaps > 0 || s.unreadable > 0),
          heldFrom: cursor?.periodFrom.slice(0, 10) ?? null,
        }
      : null,
  };
}
