// The item's industry details, FFD 1.2 tag 1260 `itemsIndustryDetails` (docs/fiscal-rules.md,
// "Units and marking codes"): which federal authority (ФОИВ, tag 1262) and which of its documents
// (date 1263, number 1264) require the value (1265) — for marked goods, the identifier of the
// marking system's online check. Real receipts send a list or a single object. Zod-free, like
// item-unit.ts and marking-code.ts, so every reader of items reads it alike.

import type { MessageRef } from './enums';

export type IndustryDetail = {
  /** The authority's id from the tax service's list (e.g. "030" for the Ministry of Industry). */
  foiv?: string;
  /** The document's date as sent ("26.03.2022"), or a date `YYYY-MM-DD` when sent as epoch seconds. */
  docDate?: string;
  docNumber?: string;
  value?: string;
};

const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
};

/** Epoch seconds (the tax service's JSON family) → the UTC calendar date: the field is a date. */
function dateOf(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) {
    return new Date(v * 1000).toISOString().slice(0, 10);
  }
  return text(v);
}

function readDetail(entry: unknown): IndustryDetail | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  const detail: IndustryDetail = {};
  const foiv = text(e.idFoiv);
  const docDate = dateOf(e.foundationDocDateTime);
  const docNumber = text(e.foundationDocNumber);
  const value = text(e.industryPropValue);
  if (foiv !== undefined) detail.foiv = foiv;
  if (docDate !== undefined) detail.docDate = docDate;
  if (docNumber !== undefined) detail.docNumber = docNumber;
  if (value !== undefined) detail.value = value;
  return detail;
}

/**
 * Tag 1260 as sent → its entries; undefined when absent. `ok` is false when some entry is not an
 * object (that entry is left out, the item counts the field as unread); never throws.
 */
export function readIndustryDetails(
  value: unknown,
): { details: IndustryDetail[]; ok: boolean } | undefined {
  if (value === undefined || value === null) return undefined;
  const entries = Array.isArray(value) ? value : [value];
  const details: IndustryDetail[] = [];
  let ok = true;
  for (const entry of entries) {
    const detail = readDetail(entry);
    if (detail) details.push(detail);
    else ok = false;
  }
  return { details, ok };
}

/** One entry in words, as messages of the `Fiscal` catalog: authority, document, value. */
export function industryMessages(detail: IndustryDetail): MessageRef[] {
  const parts: MessageRef[] = [];
  if (detail.foiv) parts.push({ key: 'industry.foiv', values: { foiv: detail.foiv } });
  if (detail.docNumber) {
    parts.push({ key: 'industry.docNumber', values: { number: detail.docNumber } });
  }
  if (detail.docDate) parts.push({ key: 'industry.docDate', values: { date: detail.docDate } });
  if (detail.value) parts.push({ key: 'industry.value', values: { value: detail.value } });
  return parts;
}
