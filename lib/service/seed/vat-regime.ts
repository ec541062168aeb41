import { isVatRateInForce, standardVatRate } from '@/lib/ofd/vat-by-date';
import type { CatalogueVat } from './catalogue';

// The rate an item is sold at on a date (docs/fiscal-rules.md): the general regime charges the
// standard rate in force (18%, 20%, 22%) or the catalogue's reduced one; a simplified-tax seller
// sells without VAT, or from 2025 at the 5% or 7% it chose, on every item.

/** The item-level rate fields the generator writes (`ndsType` and the amount field's name). */
export type NdsType = 'nds22' | 'nds20' | 'nds18' | 'nds10' | 'nds7' | 'nds5' | 'nds0' | 'ndsNo';

/** How a seller charges VAT: the general regime, or simplified with its chosen rate from 2025. */
export type VatRegime = { general: true } | { general: false; simplifiedRate?: '5' | '7' };

/** The percentage of a rate that carries an amount; 0% and no VAT carry none. */
export const NDS_PERCENT: Partial<Record<NdsType, number>> = {
  nds22: 22,
  nds20: 20,
  nds18: 18,
  nds10: 10,
  nds7: 7,
  nds5: 5,
};

export function itemNdsType(vat: CatalogueVat, regime: VatRegime, date: string): NdsType {
  if (!regime.general) {
    const rate = regime.simplifiedRate;
    return rate && isVatRateInForce(rate, date) ? `nds${rate}` : 'ndsNo';
  }
  return vat === 'standard' ? `nds${standardVatRate(date).rate}` : vat;
}

/** The VAT inside a sum at a percentage, rounded once to the kopeck (e.g. 22/122 of the sum). */
export function vatInside(sum: number, percent: number): number {
  return Math.round((sum * percent) / (100 + percent));
}
