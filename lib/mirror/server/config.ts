import 'server-only';
import { z } from 'zod';

// The mirror's settings (docs/mirror.md). The operator's address and credentials stay in
// lib/env.ts, the one place that reads them; these are only how often and how hard to copy.

const whole = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be ${min}–${max}`);

const schema = z.object({
  OFD_MIRROR: z.enum(['on', 'off']).default('off'),
  OFD_MIRROR_BACKFILL_DAYS: whole(0, 3660).default(90),
  OFD_MIRROR_INTERVAL_MINUTES: whole(1, 1440).default(5),
  OFD_MIRROR_MAX_RPS: whole(1, 1000).default(5),
  OFD_MIRROR_CONCURRENCY: whole(1, 64).default(2),
});

export type MirrorConfig = {
  enabled: boolean;
  /** How far back a register's first sync reads (never before its permission window). */
  backfillDays: number;
  intervalMinutes: number;
  /** Requests per second to the operator, all registers together. */
  maxRps: number;
  /** Registers synced at once. */
  concurrency: number;
};

export class MirrorConfigError extends Error {
  override name = 'MirrorConfigError';
}

export function parseMirrorConfig(source: Record<string, string | undefined>): MirrorConfig {
  const blankless = Object.fromEntries(
    Object.entries(source).filter(([key, v]) => key.startsWith('OFD_MIRROR') && v?.trim()),
  );
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MirrorConfigError(
      `Invalid configuration: ${String(issue?.path[0] ?? 'OFD_MIRROR')} ${issue?.message ?? 'is invalid'}.`,
    );
  }
  const raw = parsed.data;
  return {
    enabled: raw.OFD_MIRROR === 'on',
    backfillDays: raw.OFD_MIRROR_BACKFILL_DAYS,
    intervalMinutes: raw.OFD_MIRROR_INTERVAL_MINUTES,
    maxRps: raw.OFD_MIRROR_MAX_RPS,
    concurrency: raw.OFD_MIRROR_CONCURRENCY,
  };
}
