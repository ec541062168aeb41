import { z } from 'zod';

// How catalogue.json writes an item: one row `[name, price, vat, subject, quantity, min, max]`,
// read here into the item catalogue.ts describes. Rows keep the table readable as a table; the
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

const positive = z.number().int().positive();

const itemRow = z
  .tuple([
    z.string().min(1),
    positive,
    z.enum(CATALOGUE_VATS),
    // FFD item subject (tag 1212, 1-based): 1 goods, 4 service.
    z.union([z.literal(1), z.literal(4)]),
    z.enum(['pieces', 'measured']),
    positive,
    positive,
  ])
  .transform(([name, price, nds, subject, quantity, min, max]) => ({
    name,
    price,
    nds,
    subject,
    // Pieces: whole quantities in [min, max]. Measured (kg, m²): thousandths in [min, max].
    quantity: { measured: quantity === 'measured', min, max },
  }));

/** One item a shop sells or buys, as the generator puts it on a receipt. */
export type CatalogueItem = z.output<typeof itemRow>;

const kind = z.enum(SHOP_KINDS);

export const catalogueFileSchema = z.object({
  sold: z.record(kind, z.array(itemRow)),
  bought: z.partialRecord(kind, z.array(itemRow)),
});
