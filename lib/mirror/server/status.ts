import 'server-only';
import type { MirrorStatus, MirrorUnreadable } from '@/lib/service';
import { getEnv } from '@/lib/env';
import { parseMirrorConfig } from './config';
import { ownedBy } from './connection-source';
import { lagMinutes } from './format';
import { oldestSync } from './freshness';
import { getMirror } from './open';

// What the mirror reports (GET /api/mirror/status, the metrics, docs/mirror.md): per register,
// how far it is synced, its lag, documents, gaps, conflicts and last error; and a summary.

export type MirrorRegisterView = MirrorStatus & {
  lagMinutes: number | null;
  /** The connection the register came from (OFD_CONNECTIONS); null for the default one. */
  connection: string | null;
};

/** One connection's part of the copy: its registers, how fresh, whether it was refused. */
export type MirrorConnectionView = {
  connection: string | null;
  title: string | null;
  registers: number;
  freshAsOfUtc: string | null;
  credentialsRejected: boolean;
};

type Named = { name: string | null; title: string | null };

export type MirrorStatusView = {
  enabled: boolean;
  checkedAtUtc: string;
  /** The oldest "synced up to" of all registers: the whole copy is at least this fresh. */
  freshAsOfUtc: string | null;
  credentialsRejected: boolean;
  registers: MirrorRegisterView[];
  /** Each connection the copy holds registers of, the default one first. */
  connections: MirrorConnectionView[];
  /**
   * Documents the operator sent that could not be stored (docs/mirror.md, "Unreadable documents"):
   * those placed on no register (the connection's own count) and the newest of all, with reasons.
   */
  unreadable: { unplaced: number; recent: MirrorUnreadable[] };
};

/** Unreadable documents listed with the status; the counts per register cover all of them. */
const RECENT_UNREADABLE = 100;
const NONE = { unplaced: 0, recent: [] };

export function statusView(
  statuses: MirrorStatus[],
  enabled: boolean,
  now: Date,
  unreadable: MirrorStatusView['unreadable'] = NONE,
  /** The default connection and every other one configured. */
  named: Named[] = [{ name: null, title: null }],
): MirrorStatusView {
  const others = named.flatMap((n) => (n.name === null ? [] : [n.name]));
  const connectionOf = (s: MirrorStatus) => others.find((name) => ownedBy(name)(s)) ?? null;
  return {
    enabled,
    checkedAtUtc: now.toISOString(),
    // A register outside its permission window has nothing to be fresh about.
    freshAsOfUtc: oldestSync(statuses),
    credentialsRejected: statuses.some((s) => s.state === 'credentials-rejected'),
    registers: statuses.map((s) => ({
      ...s,
      lagMinutes: lagMinutes(s, now),
      connection: connectionOf(s),
    })),
    connections: named.map(({ name, title }) => {
      const own = statuses.filter((s) => connectionOf(s) === name);
      return {
        connection: name,
        title,
        registers: own.length,
        freshAsOfUtc: oldestSync(own),
        credentialsRejected: own.some((s) => s.state === 'credentials-rejected'),
      };
    }),
    unreadable,
  };
}

/** The status as stored; without OFD_MIRROR=on, an empty view that says the mirror is off. */
export async function mirrorStatus(now = new Date()): Promise<MirrorStatusView> {
  if (!parseMirrorConfig(process.env).enabled) return statusView([], false, now);
  const store = (await getMirror()).options.mirror;
  const env = getEnv();
  const named = [
    { name: null, title: env.title ?? null },
    ...env.connections.map((c) => ({ name: c.name, title: c.title ?? null })),
  ];
  const unreadable = {
    unplaced: await store.countUnreadable(null),
    recent: await store.listUnreadable(RECENT_UNREADABLE),
  };
  return statusView(await store.listStatus(), true, now, unreadable, named);
}
