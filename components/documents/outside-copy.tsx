'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { addDays, maxDate } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { cn } from '@/lib/ui/cn';
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/focus-ring';

/** Days the link opens: the copy's last week, or less when it holds less. */
const OFFERED_DAYS = 7;

/**
 * A period the mirror's copy does not hold, asked while the operator is away
 * (docs/mirror-connections.md): not an error but a notice that says which days the copy holds, with a
 * link to them, the rest of the view kept.
 */
export function OutsideCopy({ from, to }: { from: string; to: string }) {
  const t = useTranslations('Documents.problem');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const params = new URLSearchParams(search.toString());
  params.set('from', maxDate(from, addDays(to, 1 - OFFERED_DAYS)));
  params.set('to', to);
  params.delete('page');
  const show = (d: string) => formatInputDate(d, locale);
  return (
    <Alert tone="warning" title={t('copyTitle')} data-testid="outside-copy">
      <p>{t('copyText', { from: show(from), to: show(to) })}</p>
      <Link href={`${pathname}?${params}`} className={cn('mt-2 inline-block underline', focusRing)}>
        {t('copyLink')}
      </Link>
    </Alert>
  );
}
