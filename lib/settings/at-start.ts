import 'server-only';
import { describeProblem, type SettingProblem } from '@/lib/env';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';
import { unknownHosts } from './addresses';
import { checkSettings } from './check';

// The server's own check of its settings at start (instrumentation.ts; docs/configuration.md,
// "Checked at start"). `npm start` checked them already (lib/launch/start.mjs), but `next start`
// run directly, a container's command or `next dev` come here without it.

// Process-shared: instrumentation checks, the readiness route's bundle reads.
const FOUND = 'setting-problems';

/**
 * True when every setting can be applied. Otherwise the problems are logged; in production the
 * process exits with 1 (a server that cannot apply its settings must not take traffic), in
 * development it stays up and they are kept for GET /api/health/ready.
 */
export function checkSettingsAtStart(
  source: Record<string, string | undefined> = process.env,
  exit: (code: number) => void = (code) => process.exit(code),
): boolean {
  return accept(checkSettings(source), source, exit);
}

/**
 * The same for the operators' addresses, which take a resolver to check (./addresses.ts): a host
 * name that does not exist stops the start like any wrong setting.
 */
export async function checkAddressesAtStart(
  source: Record<string, string | undefined> = process.env,
  exit: (code: number) => void = (code) => process.exit(code),
  find: typeof unknownHosts = unknownHosts,
): Promise<boolean> {
  const before = peekProcessShared<SettingProblem[]>(FOUND) ?? [];
  return accept(await find(source), source, exit, before);
}

function accept(
  problems: SettingProblem[],
  source: Record<string, string | undefined>,
  exit: (code: number) => void,
  foundBefore: SettingProblem[] = [],
): boolean {
  setProcessShared(FOUND, [...foundBefore, ...problems]);
  if (problems.length === 0) return true;
  for (const problem of problems) console.error(`[ofd-console] ${describeProblem(problem)}`);
  if (source.NODE_ENV !== 'development') {
    console.error('[ofd-console] Stopping: fix the settings (docs/configuration.md) and restart.');
    exit(1);
  }
  return false;
}

/** The variables whose values could not be applied at start (names only: the check is public). */
export function unappliedSettings(): string[] {
  return (peekProcessShared<SettingProblem[]>(FOUND) ?? []).map((p) => p.variable);
}
