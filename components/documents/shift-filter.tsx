'use client';

import { useTranslations } from 'next-intl';
import { parseAsInteger } from '@/lib/urls/url-parsers';
import { useUrlState } from '@/lib/urls/use-url-state';
import { Button } from '@/components/ui/button';

/** The shift a person opened from the shift view, with the way back to every shift. */
export function ShiftFilter() {
  const t = useTranslations('Documents.shifts');
  const [shift, setShift] = useUrlState('shift', parseAsInteger.withOptions({ history: 'push' }));
  if (shift === null) return null;
  return (
    <div
      data-testid="shift-filter"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm dark:bg-slate-900"
    >
      <span className="font-medium">{t('only', { shift })}</span>
      <Button variant="secondary" size="sm" onClick={() => void setShift(null)}>
        {t('all')}
      </Button>
    </div>
  );
}
