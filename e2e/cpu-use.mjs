// How busy the machine's cores were between two moments, from the kernel's counters
// (/proc/stat): a stage that leaves cores idle waits on something and could share its time with
// another; a stage near 100% only gets faster by doing less. Machine-wide, so anything else
// running counts too: the figures of a quiet run are the ones that mean something.
import { readFileSync } from 'node:fs';

/** The cores' busy and total time so far (in clock ticks), or undefined where /proc is absent. */
export function cpuTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the waiting time.
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    const waiting = fields[3] + fields[4];
    return { busy: total - waiting, total };
  } catch {
    return undefined;
  }
}

/** The share of the machine's cores kept busy between two readings, as "87%", or "". */
export function busyShare(before, after) {
  if (!before || !after || after.total === before.total) return '';
  return `${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}%`;
}
