import { vatFieldMessage, vatRateMessage, type MessageRef } from '@/lib/ofd/enums';
import { VAT_FIELD_RATES, VAT_RATES, type VatField, type VatRate } from '@/lib/ofd/vat-rates';

/** A summary's VAT key may be a field name (`nds20`) or a rate (`20`, `20/120`): both get words. */
export function vatKeyMessage(key: string): MessageRef | null {
  if (key in VAT_FIELD_RATES) return vatFieldMessage(key as VatField);
  if ((VAT_RATES as readonly string[]).includes(key)) return vatRateMessage(key as VatRate);
  return null;
}
