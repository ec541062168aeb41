import type { MessageRef } from './enums';

// The unit an item's quantity is counted in (docs/fiscal-rules.md, "Units and marking codes").
// FFD 1.2 sends a code, tag 2108 `itemsQuantityMeasure`; FFD 1.05 may send a free text, tag 1197
// `unit`. Zod-free: the detail view, the fast reader of the day cache and the exports read it alike.

/**
 * Tag 2108 values, from the tax service's table "Значения реквизита «мера количества предмета
 * расчета»" of the FFD 1.2 formats (FNS order ЕД-7-20/236@, as amended), checked against public
 * register drivers that send them: pieces, mass, length, area, volume, energy, time, data, other.
 */
export const MEASURE_CODES = [
  0, 10, 11, 12, 20, 21, 22, 30, 31, 32, 40, 41, 42, 50, 51, 70, 71, 72, 73, 80, 81, 82, 83, 255,
] as const;

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const KNOWN = new Set<number>(MEASURE_CODES);

/**
 * The unit of one item: a tag-2108 code (`recognised` says whether the table names it) or the
 * older free text. A code outside the table is kept as sent and shown as "not recognised".
 */
export type ItemUnit =
  { measure: number; recognised: boolean } | { text: string; recognised: true };

/** The unit from the item's two fields, already read as a count and a trimmed text. */
export function readUnit(
  measure: number | undefined,
  text: string | undefined,
): ItemUnit | undefined {
  if (measure !== undefined) return { measure, recognised: KNOWN.has(measure) };
  if (text) return { text, recognised: true };
  return undefined;
}

/** Words for a unit code in the `Fiscal` catalog (`unit.11` → "kg" / "кг"), or null for a text. */
export function unitMessage(unit: ItemUnit): MessageRef | null {
  if (!('measure' in unit)) return null;
  if (unit.recognised) return { key: `unit.${unit.measure}` };
  return { key: 'unit.unknown', values: { code: unit.measure } };
}

/** The unit as a person reads it, given the words for the codes: "кг", "л", "пачка". */
export function unitText(unit: ItemUnit, words: (ref: MessageRef) => string): string {
  const ref = unitMessage(unit);
  return ref ? words(ref) : (unit as { text: string }).text;
}
