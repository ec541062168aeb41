import 'server-only';
import { addDays, diffDays } from '@/lib/dates/calendar';
import { clipToPermission } from '@/lib/documents/server';
import { OfdError } from '@/lib/ofd/errors';
import type { RegisterView } from '@/lib/ofd/views';
import { MAX_MIRRORED_SEARCH_DAYS, MAX_SEARCH_DAYS } from '../contract';

// The days a receipt search may and can read (docs/receipt-search.md): at most MAX_SEARCH_DAYS
// read live, MAX_MIRRORED_SEARCH_DAYS from the mirror's copy (search-plan.ts), and of each
// register only the days its permission window reaches. A day the window does not reach is "not
// searchable", never "nothing found".

/** 422 `period-too-large`, as the documents browser's period that holds too much. */
export class SearchPeriodTooLongError extends OfdError {
  static override readonly brand: string = 'SearchPeriodTooLongError';
  readonly kind = 'period-too-large';
  constructor(readonly maxDays: number) {
    super(
      maxDays === MAX_SEARCH_DAYS
        ? `A receipt search covers at most ${MAX_SEARCH_DAYS} days read live from the operator ` +
            `(up to ${MAX_MIRRORED_SEARCH_DAYS} when every day is in the mirror's local copy); ` +
            'choose a shorter period.'
        : `A receipt search covers at most ${maxDays} days; choose a shorter period.`,
    );
  }
}

/** Refuses a period no search may cover; whether a shorter one is read live is search-plan.ts's. */
export function checkSearchPeriod(period: { from: string; to: string }): void {
  if (diffDays(period.from, period.to) >= MAX_MIRRORED_SEARCH_DAYS) {
    throw new SearchPeriodTooLongError(MAX_MIRRORED_SEARCH_DAYS);
  }
}

/** Whether the period is short enough to be read live. */
export function liveSearchPeriod(period: { from: string; to: string }): boolean {
  return diffDays(period.from, period.to) < MAX_SEARCH_DAYS;
}

export type RegisterDays = {
  /** Days at least partly inside the window. */
  searchable: number;
  /** Runs of days wholly outside it. */
  outside: { from: string; to: string }[];
  /** The window cut something off. */
  limited: boolean;
};

export function registerDaysOf(
  register: Pick<RegisterView, 'permissionFrom' | 'permissionTo'>,
  period: { from: string; to: string },
): RegisterDays {
  const window = { from: register.permissionFrom, to: register.permissionTo };
  const out: RegisterDays = { searchable: 0, outside: [], limited: false };
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const clipped = clipToPermission(day, day, window);
    if (clipped) {
      out.searchable += 1;
      if (clipped.clipped) out.limited = true;
      continue;
    }
    out.limited = true;
    const last = out.outside.at(-1);
    if (last && addDays(last.to, 1) === day) last.to = day;
    else out.outside.push({ from: day, to: day });
  }
  return out;
}
