import type { FiguresByOperation, OperationFigures, ShiftFigures } from './store/types';

// Wire shapes of the statistics operations (docs/statistics.md): four blocks per day or shift,
// named as the operator names operation types. `nds` carries every VAT field any counted receipt
// stated, under the receipts' own names; totalWithNds0 and totalWithNdsFree repeat the 0% and
// no-VAT turnover under the operator's block names.

export function figuresBlock(f: OperationFigures) {
  return {
    cashTotal: f.cash,
    cashlessTotal: f.cashless,
    total: f.total,
    totalWithNds0: f.vat.nds0 ?? 0,
    totalWithNdsFree: f.vat.ndsNo ?? 0,
    count: f.count,
    nds: f.vat,
  };
}

export function operationBlocks(operations: FiguresByOperation) {
  return {
    sell: figuresBlock(operations[1]),
    returnSell: figuresBlock(operations[2]),
    buy: figuresBlock(operations[3]),
    returnBuy: figuresBlock(operations[4]),
  };
}

export function shiftRecord(shift: ShiftFigures) {
  return {
    shiftNumber: shift.shiftNumber,
    fiscalDriveNumber: shift.fiscalDriveNumber,
    ...(shift.shiftOpen !== null && { shiftOpen: shift.shiftOpen }),
    ...(shift.shiftClose !== null && { shiftClose: shift.shiftClose }),
    ...operationBlocks(shift.operations),
  };
}
