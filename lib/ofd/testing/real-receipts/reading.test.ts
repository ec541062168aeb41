import { describe, expect, it } from 'vitest';
import { readCachedDocument } from '@/lib/documents/server/read-cached';
import { rowsOf } from '@/lib/documents/export-rows';
import { selectionSummary } from '@/lib/documents/server/summary';
import { labels as exportLabels } from '@/lib/documents/testing/export-fixtures';
import { isCachedCheck, type CachedCheck } from '@/lib/documents/contract/cached-document';
import { checkReceipt, splitTurnover } from '@/lib/ofd/receipt-math';
import { documentEnvelopeSchema, isCheckDocument, type CheckDocument } from '@/lib/ofd/schemas';
import { staleVatRates, vatDisagreements } from '@/lib/ofd/vat-by-date';
import { VAT_FIELD_RATES, type VatAmounts, type VatField } from '@/lib/ofd/vat-rates';
import { daysFromDocuments, figuresOf } from '@/lib/overview/figures';
import { monthTable, type MonthLabels } from '@/lib/overview/month-export';
import { fromRublesDialect, isRublesDialect } from '@/lib/service/import-rubles';
import { KNOWN_DISAGREEMENTS } from './known-disagreements';
import { loadRealReceipts, type RealReceipt } from './load';

// Every real receipt of the corpus (README.md here) read through the same code as the pages: the
// detail's schema, the documents cache's reader, the day summary, the overview's figures and the
// exports. Each must read to the figures it states; a receipt that disagrees with *itself* (items
// that do not add up to the total, stated VAT off its lines' VAT, a rate not in force on its date)
// is listed with the reason in known-disagreements.ts, never skipped.

const DOCUMENT_TYPES = new Set(['receipt', 'receiptCorrection', 'bso', 'bsoCorrection']);
const PLACEHOLDER_RNM = '0000000000000000';

type Read =
  | { ok: true; detail: CheckDocument; cached: CachedCheck; reasons: string[] }
  | { ok: false; reason: string };

/** The receipt as an operator would send it: the envelope, kopecks, a register to place it on. */
function asOperatorDocument(receipt: RealReceipt): { type: string; body: Record<string, unknown> } {
  const body = structuredClone(receipt.body);
  fromRublesDialect(body);
  if (typeof body.kktRegId !== 'string' || body.kktRegId.trim() === '')
    body.kktRegId = PLACEHOLDER_RNM;
  const last = receipt.envelope.split('.').at(-1) ?? '';
  return { type: DOCUMENT_TYPES.has(last) ? last : 'receipt', body };
}

const byRate = (vat: VatAmounts) => {
  const out: Record<string, number> = {};
  for (const [field, amount] of Object.entries(vat) as [VatField, number][]) {
    if (amount !== 0) out[VAT_FIELD_RATES[field]] = (out[VAT_FIELD_RATES[field]] ?? 0) + amount;
  }
  return out;
};

/** What the receipt says about itself that does not add up. */
function disagreements(detail: CheckDocument): string[] {
  const reasons: string[] = [];
  const check = checkReceipt(detail);
  if (check.itemsMatchTotal === false)
    reasons.push(`items ${check.itemsSum} ≠ total ${detail.totalSum}`);
  if (!check.paymentsMatchTotal)
    reasons.push(`payments ${check.paymentsSum} ≠ total ${detail.totalSum}`);
  for (const d of vatDisagreements(detail))
    reasons.push(`VAT ${d.rate}%: ${d.stated} stated, ${d.items} by items`);
  const stale = staleVatRates(detail);
  if (stale.length > 0)
    reasons.push(`rates not in force on ${detail.dateTime.slice(0, 10)}: ${stale.join(', ')}`);
  if (detail.unreadFields.length > 0) reasons.push(`unread: ${detail.unreadFields.join(', ')}`);
  return reasons;
}

function read(receipt: RealReceipt): Read {
  const { type, body } = asOperatorDocument(receipt);
  if (body.operationType === undefined || body.operationType === null) {
    return { ok: false, reason: 'no operationType: a sale cannot be told from a return' };
  }
  const parsed = documentEnvelopeSchema.safeParse({ [type]: body });
  if (!parsed.success) {
    return {
      ok: false,
      reason: `unreadable: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    };
  }
  const detail = parsed.data;
  if (!isCheckDocument(detail)) return { ok: false, reason: 'not a receipt' };
  const cached = readCachedDocument({ [type]: body });
  if (!cached.ok || !isCachedCheck(cached.document)) {
    return { ok: false, reason: 'the cache reader refused what the detail read' };
  }
  return { ok: true, detail, cached: cached.document, reasons: disagreements(detail) };
}

const month: MonthLabels = {
  title: 'month',
  header: {} as MonthLabels['header'],
  vat: (field) => field,
  type: (type) => type,
  operation: (code) => String(code),
  date: (date) => date,
  noAccess: (window) => window,
  totals: { revenue: 'revenue', payouts: 'payouts' },
};

const corpus = loadRealReceipts();
const results = corpus.map((receipt) => ({ receipt, read: read(receipt) }));

describe('the real receipts of the corpus', () => {
  it('are at least a hundred, each in the dialect its source says', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    for (const { body, source, id } of corpus) {
      expect(isRublesDialect(structuredClone(body)), id).toBe(source.units === 'rubles');
    }
  });

  it('each read, or listed with why it cannot be; each disagreement with itself listed', () => {
    const found: Record<string, string[]> = {};
    for (const { receipt, read: r } of results) {
      const reasons = r.ok ? r.reasons : [r.reason];
      if (reasons.length > 0) found[receipt.id] = reasons;
    }
    const tally = {
      receipts: corpus.length,
      read: results.filter((r) => r.read.ok).length,
      listed: Object.keys(found).length,
    };
    console.log(`real receipts: ${JSON.stringify(tally)}`);
    expect(found).toEqual(KNOWN_DISAGREEMENTS);
  });

  it.each(results.filter((r) => r.read.ok).map((r) => [r.receipt.id, r.read] as const))(
    '%s reads the same in the detail, the cache, the summary, the overview and the exports',
    (_id, r) => {
      if (!r.ok) return;
      const { detail, cached } = r;
      // The cache's reader and the detail's schema read the same money, rates, units and codes.
      expect(cached.totalSum).toBe(detail.totalSum);
      expect(cached.vat).toEqual(detail.vat);
      expect(cached.items.map((i) => [i.sum, i.vatRate, i.unit, i.marking])).toEqual(
        detail.items.map((i) => [i.sum, i.vatRate, i.unit, i.marking]),
      );
      for (const item of detail.items) {
        if (item.raw.itemsQuantityMeasure !== undefined && item.raw.itemsQuantityMeasure !== null) {
          expect(item.unit, 'a unit for every measured line').toBeDefined();
        }
        if (item.raw.productCodeNew || item.raw.productCodeData) {
          expect(item.marking?.recognised, 'a product code read').toBe(true);
          expect(item.marking?.gtin, 'its GTIN in words').toBeDefined();
        }
      }

      const op = detail.operationType;
      const total = detail.totalSum;
      const { vat, untaxed } = splitTurnover(detail.vat);
      // The day summary: this one receipt's own operation, its figures as stated.
      const summary = selectionSummary([cached]);
      expect(summary.scope).toBe(String(op));
      expect(
        [summary.salesSum, summary.returnsSum, summary.purchasesSum, summary.purchaseReturnsSum][
          op - 1
        ],
      ).toBe(total);
      expect(summary.vat).toEqual(byRate(vat));
      expect(summary.untaxed).toEqual(byRate(untaxed));
      expect(summary.averageCheck).toBe(op === 1 ? total : 0);

      // The overview: revenue for sales and their returns, money paid out for the other two.
      const figures = figuresOf(daysFromDocuments([{ ...cached, dateTime: detail.dateTime }]));
      // `+ 0`: a zero-sum return nets to −0, which is zero.
      expect(figures.net + 0).toBe((op === 1 ? total : op === 2 ? -total : 0) + 0);
      expect(figures.payouts + 0).toBe((op === 3 ? total : op === 4 ? -total : 0) + 0);
      if (op === 1) expect(byRate(figures.vat)).toEqual(byRate(vat));

      // The month export: the receipt's row and the totals row of its kind.
      const table = monthTable(
        [
          {
            name: 'r',
            rnm: 'r',
            address: '',
            window: { from: '2000-01-01T00:00:00', to: '2100-01-01T00:00:00' },
            outside: [],
            receipts: [cached],
          },
        ],
        month,
      );
      const sign = op === 2 || op === 4 ? -1 : 1;
      expect(table.rows[0]![8]).toEqual({ kopecks: sign * total || 0 });
      expect(table.rows.at(-1)![8]).toEqual({ kopecks: sign * total || 0 });

      // The items export: a row per line with its sum, unit and code.
      const rows = rowsOf('items')(cached, exportLabels);
      expect(rows.map((row) => row[7])).toEqual(detail.items.map((i) => i.sum));
    },
  );
});
