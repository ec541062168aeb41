'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { SearchBox } from '@/components/ui/search-box';
import { formatLocalDate } from '@/lib/ofd/format';
import { parseWrittenAmount } from '@/lib/receipt-search/amount';
import { searchPeriodFrom } from '@/lib/receipt-search/default-period';
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
  const router = useRouter();
  const params = useSearchParams();
  const [text, setText] = useState('');
  const org = organizationId ?? (params.get('org') || undefined);
  const period = searchPeriodFrom({ from: params.get('from'), to: params.get('to') }, today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return;
    const byAmount = parseWrittenAmount(value) !== undefined;
    router.push(
      receiptSearchHref({
        organizationId: org,
        ...period,
        [byAmount ? 'amount' : 'q']: value,
      }),
    );
  };
  return (
    <SearchBox
      look="inline"
      action={receiptSearchPath}
      onSubmit={submit}
      value={text}
      onChange={setText}
      label={t('label')}
      placeholder={t('placeholder')}
      submit={t('submit')}
      hint={t('hint', {
        from: formatLocalDate(period.from, locale),
        to: formatLocalDate(period.to, locale),
      })}
    >
      {org ? <input type="hidden" name="organizationId" value={org} /> : null}
      <input type="hidden" name="from" value={period.from} />
      <input type="hidden" name="to" value={period.to} />
    </SearchBox>
  );
}
