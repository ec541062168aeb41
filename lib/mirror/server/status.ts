import 'server-only';
import type { MirrorStatus } from '@/lib/service';
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
};

export function statusView(
  statuses: MirrorStatus[],
  enabled: boolean,
  now: Date,
): MirrorStatusView {
  return {
    enabled,
    checkedAtUtc: now.toISOString(),
    // A register outside its permission window has nothing to be fresh about.
    freshAsOfUtc: oldestSync(statuses),
    credentialsRejected: statuses.some((s) => s.state === 'credentials-rejected'),
    registers: statuses.map((s) => ({ ...s, lagMinutes: lagMinutes(s, now) })),
  };
}

/** The status as stored; without OFD_MIRROR=on, an empty view that says the mirror is off. */
export async function mirrorStatus(now = new Date()): Promise<MirrorStatusView> {
  if (!parseMirrorConfig(process.env).enabled) return statusView([], false, now);
  const mirror = await getMirror();
  return statusView(await mirror.options.mirror.listStatus(), true, now);
}
