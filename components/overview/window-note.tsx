'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { formatLocalDate } from '@/lib/ofd/format';
import type { OverviewRegister } from '@/lib/overview/contract';

/**
 * Says which registers' figures leave part (or all) of the period out: the permission window, or
 * documents the operator sent that could not be read.
 */
export function WindowNote({ registers }: { registers: OverviewRegister[] }) {
  const t = useTranslations('Overview.window');
  const locale = useLocale();
  const date = (value: string) => formatLocalDate(value, locale);
  const partial = registers.filter((r) => r.coverage === 'partial');
  const none = registers.filter((r) => r.coverage === 'none');
  if (partial.length === 0 && none.length === 0) return null;
  return (
    <Alert tone="warning" data-testid="window-note">
      {partial.length > 0 && <p>{t('partial', { count: partial.length })}</p>}
      {none.length > 0 && <p>{t('none', { count: none.length })}</p>}
      <details className="mt-1">
        <summary className="cursor-pointer">{t('registers')}</summary>
        <ul className="mt-1 list-disc pl-5">
          {[...partial, ...none].map((r) => (
            <li key={r.rnm}>
              {r.name || r.rnm} ({r.rnm}): {date(r.window.from)} – {date(r.window.to)}
            </li>
          ))}
        </ul>
      </details>
    </Alert>
  );
}
