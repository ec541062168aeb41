import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { loadWorld } from '../load-world';
import { generateDemoWorld } from '../seed';
import { nowUtc } from '../seed/calendar';
import type { GenerateOptions } from '../seed/world';
import { describeLocation, openStore, type StoreLocation } from '../store/open';
import { megabytes, ms, rate, stopwatch, UsageError } from './common';

// `service:seed`: resets the store and fills it with a generated world. The reset happens in the
// same transaction as the load, in place, so a running app sees the old world or the new one.

type Flags = {
  days?: string;
  'receipts-per-day'?: string;
  seed?: string;
  anchor?: string;
  profile?: string;
};

function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new UsageError(`--${name} must be a positive integer`);
  }
  return Number(value);
}

export function seedOptions(flags: Flags): GenerateOptions {
  if (flags.anchor !== undefined && !calendarDateSchema.safeParse(flags.anchor).success) {
    throw new UsageError('--anchor must be a date yyyy-mm-dd');
  }
  if (flags.profile !== undefined && flags.profile !== 'demo' && flags.profile !== 'busy') {
    throw new UsageError('--profile must be demo or busy');
  }
  // Seeding "as of today" stops at the clock, not at the generator's default midday.
  const clock = nowUtc();
  return {
    seed: positive(flags.seed, 'seed'),
    anchorDate: flags.anchor,
    now: flags.anchor === clock.slice(0, 10) ? clock : undefined,
    days: positive(flags.days, 'days'),
    receiptsPerDay: positive(flags['receipts-per-day'], 'receipts-per-day'),
    profile: flags.profile,
  };
}

export async function runSeed(location: StoreLocation, flags: Flags): Promise<number> {
  const options = seedOptions(flags);
  const store = await openStore(location);
  try {
    const elapsed = stopwatch();
    const world = generateDemoWorld(options);
    const { documents } = await loadWorld(store, world);
    const time = elapsed();
    const stats = await store.stats();
    console.log(
      `seeded ${describeLocation(location)}: ${stats.counts.organizations} organizations, ` +
        `${stats.counts.cashboxes} registers, ${documents} documents (anchor ${world.anchorDate}) ` +
        `in ${ms(time)} (${rate(documents, time)}, generation and load together); ` +
        `database ${megabytes(stats.sizeBytes)}`,
    );
    return 0;
  } finally {
    await store.close();
  }
}
