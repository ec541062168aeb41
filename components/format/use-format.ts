'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { MessageRef } from '@/lib/ofd/enums';
import { formatLocalDateTime, formatMoney, formatQuantity } from '@/lib/ofd/format';

// Formatting in the page's language. Date-times are the shop's wall clock and stay strings.

export function useMoney() {
  const locale = useLocale();
  return useCallback((kopecks: number) => formatMoney(kopecks, locale), [locale]);
}

/** Counts grouped like money in the same language (`1,234` / `1 234`). */
export function useCount() {
  const locale = useLocale();
  return useCallback((value: number) => new Intl.NumberFormat(locale).format(value), [locale]);
}

export function useQuantity() {
  const locale = useLocale();
  return useCallback((value: number) => formatQuantity(value, locale), [locale]);
}

export function useDateTime() {
  const locale = useLocale();
  return useCallback(
    (value: string | undefined) => (value ? formatLocalDateTime(value, locale) : undefined),
    [locale],
  );
}

/** Words for the codes of the fiscal format (lib/ofd/enums.ts → the Fiscal catalog). */
export function useFiscalWords() {
  const t = useTranslations('Fiscal');
  return useCallback((ref: MessageRef) => t(ref.key, ref.values), [t]);
}
