import type { VatField } from '@/lib/ofd/vat-rates';
import type { OperationType } from './figures';
import type { FiguresByOperation, OperationFigures, ShiftFigures } from './types';

// Adding up figures, shared by the engines so that they merge buckets the same way.

export const OPERATION_TYPES: OperationType[] = [1, 2, 3, 4];

export const emptyFigures = (): OperationFigures => ({
  count: 0,
  total: 0,
  cash: 0,
  cashless: 0,
  vat: {},
});

export const emptyOperations = (): FiguresByOperation => ({
  1: emptyFigures(),
  2: emptyFigures(),
  3: emptyFigures(),
  4: emptyFigures(),
});

type Sums = { count: number; total: number; cash: number; cashless: number };

export function addFigures(into: OperationFigures, sums: Sums, vat: Record<string, number>) {
  into.count += Number(sums.count);
  into.total += Number(sums.total);
  into.cash += Number(sums.cash);
  into.cashless += Number(sums.cashless);
  for (const [field, amount] of Object.entries(vat)) {
    const key = field as VatField;
    into.vat[key] = (into.vat[key] ?? 0) + Number(amount);
  }
}

export const hasReceipts = (operations: FiguresByOperation) =>
  OPERATION_TYPES.some((op) => operations[op].count > 0);

/**
 * Shifts in the order the statistics list them (Store.figuresByShift): by when they began (`start`:
 * the opening, else the first receipt), then drive, then shift number.
 */
export const inShiftOrder = (shifts: { figures: ShiftFigures; start: string }[]): ShiftFigures[] =>
  shifts
    .sort(
      (a, b) =>
        a.start.localeCompare(b.start) ||
        a.figures.fiscalDriveNumber.localeCompare(b.figures.fiscalDriveNumber) ||
        a.figures.shiftNumber - b.figures.shiftNumber,
    )
    .map(({ figures }) => figures);
