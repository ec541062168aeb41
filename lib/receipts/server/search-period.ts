import 'server-only';
import { addDays, diffDays } from '@/lib/dates/calendar';
import { clipToPermission } from '@/lib/documents/day-chunks';
import { OfdError } from '@/lib/ofd/errors';
import type { CashboxView } from '@/lib/ofd/views';
import { MAX_SEARCH_DAYS } from '../contract';

// The days a receipt search may and can read (docs/receipt-search.md): at most MAX_SEARCH_DAYS,
// and of each register only the days its permission window reaches. A day the window does not
// reach is "not searchable", never "nothing found".

/** 422 `period-too-large`, as the documents browser's period that holds too much. */
export class SearchPeriodTooLongError extends OfdError {
  readonly kind = 'period-too-large';
  constructor() {
    super(`A receipt search covers at most ${MAX_SEARCH_DAYS} days; choose a shorter period.`);
  }
}

export function checkSearchPeriod(period: { from: string; to: string }): void {
  if (diffDays(period.from, period.to) >= MAX_SEARCH_DAYS) throw new SearchPeriodTooLongError();
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
  cashbox: Pick<CashboxView, 'permissionFrom' | 'permissionTo'>,
  period: { from: string; to: string },
): RegisterDays {
  const window = { from: cashbox.permissionFrom, to: cashbox.permissionTo };
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
