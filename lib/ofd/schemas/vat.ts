import { money, opt } from './fields';
import { VAT_ALIASES, VAT_FIELDS, type VatField } from '../vat-rates';

// The zod side of VAT: the amount fields of a body or item shape. The lists and
// helpers live in ../vat-rates.ts (zod-free, for the browser) and are re-exported here.

export {
  VAT_FIELD_RATES,
  VAT_FIELDS,
  VAT_RATES,
  type VatAmounts,
  type VatField,
  type VatRate,
} from '../vat-rates';

/** Zod shape of every VAT amount field of both families, to spread into a body or item shape. */
export const vatAmountShape = Object.fromEntries(
  [...VAT_FIELDS, ...Object.keys(VAT_ALIASES)].map((field) => [field, opt(money)]),
) as Record<VatField | keyof typeof VAT_ALIASES, ReturnType<typeof opt<typeof money>>>;
