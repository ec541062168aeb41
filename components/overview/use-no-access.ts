'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatLocalDate } from '@/lib/ofd/format';
import type { DatePeriod } from '@/lib/overview/contract';

/**
 * "No access (window …)" for a figure the permission window leaves out: never a zero, which would
 * say the register took no money (docs/exports.md).
 */
export function useNoAccess() {
  const t = useTranslations('Overview.breakdown');
  const locale = useLocale();
  return useCallback(
    (window: DatePeriod) =>
      t('noAccess', {
        from: formatLocalDate(window.from, locale),
        to: formatLocalDate(window.to, locale),
      }),
    [t, locale],
  );
}
