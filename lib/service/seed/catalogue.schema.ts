import { z } from 'zod';

// How catalogue.json writes an item: one row `[name, price, vat, subject, unit, min, max]`,
// read here into the item catalogue.ts describes; marked goods are listed apart by name, with their
// product group and GTIN. Rows keep the table readable as a table; the
// schema keeps it typed and refuses a row the generator could not sell.

export const SHOP_KINDS = [
  'coffee',
  'bakery',
  'grocery',
  'dryCleaning',
  'carWash',
  'wholesale',
] as const;
export const CATALOGUE_VATS = ['standard', 'nds10', 'nds0', 'ndsNo'] as const;
/** Units a row may name, as their tag-2108 codes (docs/fiscal-rules.md, "Units and marking codes"). */
const UNITS = { pieces: 0, kg: 11, l: 41, m2: 32 } as const;
/** Product groups of the marking system the demo shops sell. */
export const MARKED_GROUPS = ['milk', 'water', 'tobacco', 'shoes'] as const;

const positive = z.number().int().positive();

const itemRow = z
  .tuple([
    z.string().min(1),
    positive,
    z.enum(CATALOGUE_VATS),
    // FFD item subject (tag 1212, 1-based): 1 goods, 2 excise goods, 4 service.
    z.union([z.literal(1), z.literal(2), z.literal(4)]),
    z.enum(Object.keys(UNITS) as [keyof typeof UNITS]),
    positive,
    positive,
  ])
  .transform(([name, price, nds, subject, unit, min, max]) => ({
    name,
    price,
    nds,
    subject,
    // Pieces: whole quantities in [min, max]. Measured (kg, l, m²): thousandths in [min, max].
    quantity: { measured: unit !== 'pieces', unit: UNITS[unit], min, max },
  }));

/** One item a shop sells or buys, as the generator puts it on a receipt. */
export type CatalogueItem = z.output<typeof itemRow>;

const kind = z.enum(SHOP_KINDS);

/** A marked good: its group and its GTIN, 14 digits (an EAN-13 with a leading 0). */
const markedRow = z
  .tuple([z.enum(MARKED_GROUPS), z.string().regex(/^0\d{13}$/)])
  .transform(([group, gtin]) => ({ group, gtin }));

export type MarkedGood = z.output<typeof markedRow>;

export const catalogueFileSchema = z.object({
  sold: z.record(kind, z.array(itemRow)),
  bought: z.partialRecord(kind, z.array(itemRow)),
  /** Item name → its marking; every name must be one the shops sell. */
  marked: z.record(z.string(), markedRow),
});
