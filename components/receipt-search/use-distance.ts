'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { formatMoney } from '@/lib/ofd/format';

/**
 * How far a receipt is from the amount searched, signed, in money and as a share of that amount:
 * "−80,60 ₽, 5,4 %" (docs/receipt-search.md, Widening).
 */
export function useDistance() {
  const locale = useLocale();
  return useCallback(
    (distance: number, amount: number) => {
      const sign = distance < 0 ? '\u2212' : '+';
      const share = new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 1,
      }).format(amount > 0 ? Math.abs(distance) / amount : 0);
      return `${sign}${formatMoney(Math.abs(distance), locale)}, ${share}`;
    },
    [locale],
  );
}
