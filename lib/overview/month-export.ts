import type { CachedCheck } from '@/lib/documents/contract';
import { IS_REVENUE, OPERATION_SIGN } from '@/lib/ofd/receipt-math';
import { VAT_FIELDS, type VatField } from '@/lib/ofd/vat-rates';
import type { Cell } from '@/lib/export/table';
import type { OverviewTable } from './export-tables';

// One organization's month as one table, a row per receipt (docs/exports.md, "A month of an
// organization"): every money-moving document (receipts, BSO and their corrections) of every
// register, with its register, drive, FD number, time, operation, money and VAT. Money is signed
// within its kind (lib/ofd/receipt-math.ts, OPERATION_SIGN): a sale return is negative against
// sales, an expense's return against expenses; two totals rows keep the kinds apart: revenue (sales
// − returns) and money paid out (expenses − returns), never one sum of both. Days a register's permission
// window does not reach are rows that say "no access" with the window's dates, never zeros.

/** What a row needs of a cached receipt. */
export type MonthReceipt = Pick<
  CachedCheck,
  | 'type'
  | 'operationType'
  | 'fiscalDocumentNumber'
  | 'dateTime'
  | 'totalSum'
  | 'cashTotalSum'
  | 'ecashTotalSum'
  | 'vat'
  | 'drive'
>;

export type MonthRegister = {
  name: string;
  rnm: string;
  address: string;
  /** The permission window, as the operator sends it (`…T00:00:00`). */
  window: { from: string; to: string };
  /** Runs of whole days of the month the window does not reach. */
  outside: { from: string; to: string }[];
  receipts: MonthReceipt[];
};

export const MONTH_COLUMNS = [
  'register',
  'rnm',
  'address',
  'drive',
  'fd',
  'time',
  'type',
  'operation',
  'total',
  'cash',
  'cashless',
] as const;

/** Words in the person's language. */
export type MonthLabels = {
  title: string;
  header: Record<(typeof MONTH_COLUMNS)[number], string>;
  /** A VAT field (`nds22`) as people name it ("НДС 22%"). */
  vat: (field: VatField) => string;
  type: (type: MonthReceipt['type']) => string;
  operation: (code: number) => string;
  /** A calendar date (`yyyy-mm-dd`) in the person's order. */
  date: (date: string) => string;
  /** "no access (window {window})". */
  noAccess: (window: string) => string;
  /** The totals rows: revenue, and money paid out. */
  totals: { revenue: string; payouts: string };
};

/** The VAT fields any receipt of the month states, in the fiscal format's order. */
export function vatFieldsOf(registers: readonly MonthRegister[]): VatField[] {
  const used = new Set<VatField>();
  for (const r of registers) {
    for (const receipt of r.receipts) {
      for (const field of Object.keys(receipt.vat) as VatField[]) {
        if (receipt.vat[field] !== undefined) used.add(field);
      }
    }
  }
  return VAT_FIELDS.filter((field) => used.has(field));
}

const byTime = (a: MonthReceipt, b: MonthReceipt) =>
  a.dateTime < b.dateTime
    ? -1
    : a.dateTime > b.dateTime
      ? 1
      : a.fiscalDocumentNumber - b.fiscalDocumentNumber;

export function monthTable(
  registers: readonly MonthRegister[],
  labels: MonthLabels,
): OverviewTable {
  const vat = vatFieldsOf(registers);
  const sums = { revenue: new Array<number>(3 + vat.length).fill(0), payouts: [] as number[] };
  sums.payouts = [...sums.revenue];
  let paidOut = false;
  const rows: Cell[][] = [];
  for (const r of registers) {
    const place: Cell[] = [r.name, { id: r.rnm }, r.address];
    const span = `${labels.date(r.window.from.slice(0, 10))} – ${labels.date(r.window.to.slice(0, 10))}`;
    const noAccess = labels.noAccess(span);
    // Rows in time order: a run of days without access stands where its days are.
    const lines: [string, Cell[]][] = r.outside.map((run) => [
      `${run.from}T00:00:00`,
      [
        ...place,
        '',
        '',
        `${labels.date(run.from)} – ${labels.date(run.to)}`,
        '',
        '',
        ...new Array<Cell>(3 + vat.length).fill(noAccess),
      ],
    ]);
    for (const receipt of [...r.receipts].sort(byTime)) {
      const sign = OPERATION_SIGN[receipt.operationType];
      const money = [
        receipt.totalSum,
        receipt.cashTotalSum,
        receipt.ecashTotalSum,
        ...vat.map((field) => receipt.vat[field] ?? 0),
      ].map((kopecks) => sign * kopecks || 0); // a zero-sum return is 0, not −0
      const kind = IS_REVENUE[receipt.operationType] ? sums.revenue : sums.payouts;
      paidOut ||= !IS_REVENUE[receipt.operationType];
      money.forEach((kopecks, i) => (kind[i]! += kopecks));
      lines.push([
        receipt.dateTime,
        [
          ...place,
          { id: receipt.drive ?? '' },
          receipt.fiscalDocumentNumber,
          { dateTime: receipt.dateTime },
          labels.type(receipt.type),
          labels.operation(receipt.operationType),
          ...money.map((kopecks) => ({ kopecks })),
        ],
      ]);
    }
    lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    rows.push(...lines.map(([, cells]) => cells));
  }
  // The totals add up what the window lets us see; rows without access add nothing.
  const totals = (label: string, amounts: number[]): Cell[] => [
    label,
    ...new Array<Cell>(7).fill(''),
    ...amounts.map((kopecks) => ({ kopecks })),
  ];
  rows.push(totals(labels.totals.revenue, sums.revenue));
  if (paidOut) rows.push(totals(labels.totals.payouts, sums.payouts));
  return {
    name: 'month',
    title: labels.title,
    header: [...MONTH_COLUMNS.map((key) => labels.header[key]), ...vat.map(labels.vat)],
    rows,
  };
}
