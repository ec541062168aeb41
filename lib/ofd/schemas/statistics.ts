import { z } from 'zod';
import { calendarDateSchema } from '../date-schemas';
import { collectVat, type VatAmounts } from '../vat-rates';
import { count, money, opt } from './fields';

// The operator's statistics by days (docs/statistics.md): per day, four blocks of
// receipt sums, one per operation type. Tolerant like the document bodies: a missing block or
// figure is zero, unknown fields are ignored, and `nds` keeps every VAT field it states, whatever
// the rate (the tax service's alias names folded into the spec's).

type StatisticsBlock = {
  count: number;
  total: number;
  cash: number;
  cashless: number;
  vat: VatAmounts;
};

const ndsSchema = z
  .record(z.string(), z.unknown())
  .transform((nds) =>
    collectVat(
      Object.fromEntries(
        Object.entries(nds).filter(
          (entry): entry is [string, number] =>
            typeof entry[1] === 'number' && Number.isSafeInteger(entry[1]),
        ),
      ),
    ),
  );

const blockSchema = z
  .object({
    count: opt(count),
    total: opt(money),
    cashTotal: opt(money),
    cashlessTotal: opt(money),
    nds: opt(ndsSchema),
  })
  .transform((b): StatisticsBlock => ({
    count: b.count ?? 0,
    total: b.total ?? 0,
    cash: b.cashTotal ?? 0,
    cashless: b.cashlessTotal ?? 0,
    vat: b.nds ?? {},
  }));
const EMPTY = { count: 0, total: 0, cash: 0, cashless: 0, vat: {} } satisfies StatisticsBlock;

const blocksShape = {
  sell: opt(blockSchema),
  returnSell: opt(blockSchema),
  buy: opt(blockSchema),
  returnBuy: opt(blockSchema),
};
type Blocks = { [K in keyof typeof blocksShape]?: StatisticsBlock };

/** The four blocks by operation type (1 sale, 2 sale return, 3 purchase, 4 purchase return). */
const byOperation = (b: Blocks) => ({
  1: b.sell ?? EMPTY,
  2: b.returnSell ?? EMPTY,
  3: b.buy ?? EMPTY,
  4: b.returnBuy ?? EMPTY,
});

export const statisticsByDaysSchema = z
  .object({ items: opt(z.array(z.object({ date: calendarDateSchema, ...blocksShape }))) })
  .transform((body) =>
    (body.items ?? []).map((item) => ({ date: item.date, operations: byOperation(item) })),
  );

export type StatisticsDay = z.output<typeof statisticsByDaysSchema>[number];
