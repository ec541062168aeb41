import 'server-only';
import type { MirrorStatus, MirrorUnreadable } from '@/lib/service';
import { parseMirrorConfig } from './config';
import { lagMinutes } from './format';
import { oldestSync } from './freshness';
import { getMirror } from './open';

// What the mirror reports (GET /api/mirror/status, the metrics, docs/mirror.md): per register,
// how far it is synced, its lag, documents, gaps, conflicts and last error; and a summary.

export type MirrorRegisterView = MirrorStatus & { lagMinutes: number | null };

export type MirrorStatusView = {
  enabled: boolean;
  checkedAtUtc: string;
  /** The oldest "synced up to" of all registers: the whole copy is at least this fresh. */
  freshAsOfUtc: string | null;
  credentialsRejected: boolean;
  registers: MirrorRegisterView[];
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
): MirrorStatusView {
  return {
    enabled,
    checkedAtUtc: now.toISOString(),
    // A register outside its permission window has nothing to be fresh about.
    freshAsOfUtc: oldestSync(statuses),
    credentialsRejected: statuses.some((s) => s.state === 'credentials-rejected'),
    registers: statuses.map((s) => ({ ...s, lagMinutes: lagMinutes(s, now) })),
    unreadable,
  };
}

/** The status as stored; without OFD_MIRROR=on, an empty view that says the mirror is off. */
export async function mirrorStatus(now = new Date()): Promise<MirrorStatusView> {
  if (!parseMirrorConfig(process.env).enabled) return statusView([], false, now);
  const store = (await getMirror()).options.mirror;
  return statusView(await store.listStatus(), true, now, {
    unplaced: await store.countUnreadable(null),
    recent: await store.listUnreadable(RECENT_UNREADABLE),
  });
}
