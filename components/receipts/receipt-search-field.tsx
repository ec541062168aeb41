'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatLocalDate } from '@/lib/ofd/format';
import { parseAmount } from '@/lib/receipts/amount';
import { searchPeriodFrom } from '@/lib/receipts/default-period';
import { receiptSearchHref, receiptSearchPath } from '@/lib/urls/urls';

/**
 * The overview's way into the receipt search: one box for an amount or an item name, over the
 * period the overview shows (when a search may cover it) in its scope. The results page has the
 * whole form. Without JavaScript the form still submits its text as `q` by GET.
 */
export function ReceiptSearchField({
  today,
  organizationId,
}: {
  today: string;
  organizationId?: string;
}) {
  const t = useTranslations('ReceiptSearch.field');
  const locale = useLocale();
  const id = useId();
  const router = useRouter();
  const params = useSearchParams();
  const [text, setText] = useState('');
  const org = organizationId ?? (params.get('org') || undefined);
  const period = searchPeriodFrom({ from: params.get('from'), to: params.get('to') }, today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return;
    const byAmount = parseAmount(value) !== undefined;
    router.push(
      receiptSearchHref({
        organizationId: org,
        ...period,
        [byAmount ? 'amount' : 'q']: value,
      }),
    );
  };
  return (
    <form
      role="search"
      action={receiptSearchPath}
      onSubmit={submit}
      className="flex flex-col gap-1.5"
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="q"
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setText(e.currentTarget.value)}
          className="sm:w-72"
        />
        {org ? <input type="hidden" name="organizationId" value={org} /> : null}
        <input type="hidden" name="from" value={period.from} />
        <input type="hidden" name="to" value={period.to} />
        <Button type="submit">{t('submit')}</Button>
      </div>
      <p id={`${id}-hint`} className="max-w-md text-xs text-slate-600 dark:text-slate-400">
        {t('hint', {
          from: formatLocalDate(period.from, locale),
          to: formatLocalDate(period.to, locale),
        })}
      </p>
    </form>
  );
}
