import { readdirSync, readFileSync } from 'node:fs';

// Memory of the server under test, read from /proc: the process and any children it forked
// (VmRSS summed over the tree), sampled on a timer so a short peak is not missed.

function statusOf(pid: number): Record<string, string> {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Object.fromEntries(text.split('\n').map((line) => line.split(/:\s+/, 2)));
  } catch {
    return {};
  }
}

const kb = (value: string | undefined) => Number.parseInt(value ?? '0', 10) / 1024;

/** The process and its descendants, by their parent ids in /proc. */
export function treeOf(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statusOf(Number(entry)).PPid);
    if (ppid) parents.set(Number(entry), ppid);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** Resident memory of the process tree in MB. */
export function rssOf(root: number): number {
  return treeOf(root).reduce((sum, pid) => sum + kb(statusOf(pid).VmRSS), 0);
}

/** Samples the tree's RSS every `everyMs` until stopped; returns the highest value seen (MB). */
export function sampleRss(root: number, everyMs = 25): { stop: () => number } {
  const pids = treeOf(root);
  let peak = 0;
  const read = () => {
    const rss = pids.reduce((sum, pid) => sum + kb(statusOf(pid).VmRSS), 0);
    peak = Math.max(peak, rss);
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}
