'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/format/use-format';
import { Alert } from '@/components/ui/alert';
import { askedAmount } from '@/lib/receipt-search/asked-amount';
import type { ReceiptSearchAnswer } from '@/lib/receipt-search/contract';

/** Nothing was within the tolerance asked: the search widened it, and says so plainly. */
export function WidenedNote({
  answer,
  texts,
}: {
  answer: ReceiptSearchAnswer;
  texts: Record<string, string>;
}) {
  const t = useTranslations('ReceiptSearch.results');
  const money = useMoney();
  const asked = askedAmount(texts);
  if (!answer.widenedTo || !asked) return null;
  return (
    <Alert tone="info" data-testid="search-widened">
      {t('widened', {
        amount: money(asked.value),
        tolerance: money(asked.tolerance),
        percent: answer.widenedTo.percent,
        wide: money(answer.widenedTo.tolerance),
      })}
    </Alert>
  );
}
