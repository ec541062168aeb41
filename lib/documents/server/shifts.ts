import { isCachedCheck, type CachedDocument } from '../contract/cached-document';
import type { ShiftSummary } from '../contract/api';
import { selectionSummary } from './summary';

// The shift view: a selection grouped by shift number (one fiscal drive, so the number is unique).
// Open and close times come from the whole period, not the filtered selection, so that filtering
// to receipts still shows when each shift opened and closed.

export function groupByShift(
  selected: readonly CachedDocument[],
  period: readonly CachedDocument[],
): ShiftSummary[] {
  const times = new Map<number, { open?: string; close?: string }>();
  for (const d of period) {
    if (d.shiftNumber === undefined) continue;
    if (d.type !== 'openShift' && d.type !== 'closeShift') continue;
    const entry = times.get(d.shiftNumber) ?? {};
    if (d.type === 'openShift') entry.open = d.dateTime;
    else entry.close = d.dateTime;
    times.set(d.shiftNumber, entry);
  }
  const groups = new Map<number, CachedDocument[]>();
  for (const d of selected) {
    // Registration and archive reports belong to no shift.
    if (d.shiftNumber === undefined) continue;
    const group = groups.get(d.shiftNumber);
    if (group) group.push(d);
    else groups.set(d.shiftNumber, [d]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([shiftNumber, documents]) => {
      const shift: ShiftSummary = {
        shiftNumber,
        documents: documents.length,
        receipts: documents.filter(isCachedCheck).length,
        summary: selectionSummary(documents),
      };
      const t = times.get(shiftNumber);
      if (t?.open) shift.openDateTime = t.open;
      if (t?.close) shift.closeDateTime = t.close;
      return shift;
    });
}
