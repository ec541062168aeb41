import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { treeOf } from './rss';

// CPU time a server under test has used (user + system, the process and its children), read from
// /proc: set beside a wall time, it tells whether the wall can shrink at all on this machine's
// cores, or only by doing less work.

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime, stime
  } catch {
    return 0; // a process that ended meanwhile
  }
}

/** CPU milliseconds the tree of `root` has used so far. */
export function cpuMsOf(root: number): number {
  return (treeOf(root).reduce((sum, pid) => sum + ticksOf(pid), 0) * 1000) / TICKS_PER_SECOND;
}
