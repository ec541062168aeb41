import file from './catalogue.json' with { type: 'json' };
import {
  CATALOGUE_VATS,
  SHOP_KINDS,
  catalogueFileSchema,
  type CatalogueItem,
  type MarkedGood,
} from './catalogue.schema';

// What the demo shops sell. Prices are integer kopecks. VAT follows Russian practice on the general
// regime: basic food and bread 10%, catering, sweets and household goods at the standard rate (18%,
// 20% or 22% by date, see checks.ts), exports 0%; an entrepreneur on the simplified regime sells
// without VAT, or at 5%/7% from 2025, whatever the catalogue says. The items are rows of data in
// catalogue.json, read through catalogue.schema.ts.

/** The catalogue's VAT class: `standard` becomes the rate in force on the receipt's date. */
export type CatalogueVat = (typeof CATALOGUE_VATS)[number];
export type ShopKind = (typeof SHOP_KINDS)[number];

export type { CatalogueItem, MarkedGood };

const { sold, bought, marked } = catalogueFileSchema.parse(file);

/** What each kind of shop sells (catalogue.json, "sold"). */
export const CATALOGUES: Record<ShopKind, CatalogueItem[]> = sold;

/** Goods a shop buys from the public (operationType 3): empties, the harvest of local pickers. */
export const PURCHASES: Partial<Record<ShopKind, CatalogueItem[]>> = bought;

/** Goods sold under the marking system (Честный ЗНАК), by item name: their group and GTIN. */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
export const MARKED: ReadonlyMap<string, MarkedGood> = new Map(Object.entries(marked));
