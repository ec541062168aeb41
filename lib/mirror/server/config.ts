import 'server-only';
import { z } from 'zod';
import { describeProblem, settingProblems, type SettingProblem } from '@/lib/env';

// The mirror's settings (docs/mirror.md). The operator's address and credentials stay in
// lib/env.ts, the one place that reads them; these are only how often and how hard to copy.

const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `must be a whole number ${min}–${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${min}–${max}`);

const schema = z.object({
  OFD_MIRROR: z.enum(['on', 'off'], 'must be on or off').default('off'),
  OFD_MIRROR_BACKFILL_DAYS: whole(0, 3660).default(90),
  OFD_MIRROR_INTERVAL_MINUTES: whole(1, 1440).default(5),
  OFD_MIRROR_MAX_RPS: whole(1, 1000).default(5),
  OFD_MIRROR_CONCURRENCY: whole(1, 64).default(2),
});

/** Every other connection's own budget (OFD_CONNECTIONS); the default connection's when unset. */
export const connectionRpsVariable = (name: string) => `OFD_MIRROR_${name.toUpperCase()}_MAX_RPS`;

const connectionNames = (source: Record<string, string | undefined>) =>
  (source.OFD_CONNECTIONS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const connectionSchema = (source: Record<string, string | undefined>) =>
  z.object(
    Object.fromEntries(
      connectionNames(source).map((name) => [
        connectionRpsVariable(name),
        whole(1, 1000).optional(),
      ]),
    ),
  );

/** Both parts of the settings; the first problem of either refuses them. */
function parseBoth(source: Record<string, string | undefined>) {
  const given = blankless(source);
  return { base: schema.safeParse(given), own: connectionSchema(source).safeParse(given) };
}

export type MirrorConfig = {
  enabled: boolean;
  /** How far back a register's first sync reads (never before its permission window). */
  backfillDays: number;
  intervalMinutes: number;
  /** Requests per second to the operator, all registers together. */
  maxRps: number;
  /** Registers synced at once. */
  concurrency: number;
  /** Requests per second to each other connection (by name), its registers together. */
  connectionRps: Record<string, number>;
};

export class MirrorConfigError extends Error {
  override name = 'MirrorConfigError';
}

/** Blank values mean the default, as in lib/env.ts. */
const blankless = (source: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(source).filter(([key, v]) => key.startsWith('OFD_MIRROR') && v?.trim()),
  );

/** What is wrong with the mirror's settings (lib/settings/check.ts gathers them all). */
export function mirrorSettingsProblems(
  source: Record<string, string | undefined>,
): SettingProblem[] {
  const { base, own } = parseBoth(source);
  return [base, own].flatMap((parsed) =>
    parsed.success ? [] : settingProblems(parsed.error, 'OFD_MIRROR'),
  );
}

export function parseMirrorConfig(source: Record<string, string | undefined>): MirrorConfig {
  const problem = mirrorSettingsProblems(source)[0];
  if (problem) throw new MirrorConfigError(describeProblem(problem));
  const { base, own } = parseBoth(source);
  const raw = base.data!;
  return {
    enabled: raw.OFD_MIRROR === 'on',
    backfillDays: raw.OFD_MIRROR_BACKFILL_DAYS,
    intervalMinutes: raw.OFD_MIRROR_INTERVAL_MINUTES,
    maxRps: raw.OFD_MIRROR_MAX_RPS,
    concurrency: raw.OFD_MIRROR_CONCURRENCY,
    connectionRps: Object.fromEntries(
      connectionNames(source).map((name) => {
        const rps = own.data?.[connectionRpsVariable(name)];
        return [name, rps ?? raw.OFD_MIRROR_MAX_RPS];
      }),
    ),
  };
}
