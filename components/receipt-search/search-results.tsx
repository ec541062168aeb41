'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/format/use-format';
import { QueryError } from '@/components/errors/query-error';
import { DownOperatorsNotice } from '@/components/operators/down-operators-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatLocalDate } from '@/lib/ofd/format';
import { receiptSearchQuery } from '@/lib/query/receipt-search';
import { askedAmount } from '@/lib/receipt-search/asked-amount';
import {
  MAX_MIRRORED_SEARCH_DAYS,
  type ReceiptSearchAnswer,
  type SearchProgress,
} from '@/lib/receipt-search/contract';
import { formatTimeOfDay, parseTimeOfDay } from '@/lib/receipt-search/time-of-day';
import { NoAccessNote } from './no-access-note';
import { WidenedNote } from './widened-note';
import { ResultsTable } from './results-table';

/** The search the URL asks for: progress while registers are read, then what was found. */
export function SearchResults({ texts }: { texts: Record<string, string> }) {
  const t = useTranslations('ReceiptSearch');
  const [progress, setProgress] = useState<SearchProgress | null>(null);
  const query = useQuery(receiptSearchQuery(texts, setProgress));
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  const answer = query.data;
  if (!answer) {
    return (
      <div
        className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        data-testid="receipt-search-progress"
      >
        <p role="status" className="text-sm font-medium">
          {progress ? t('progress.label', progress) : t('progress.starting')}
        </p>
        <ProgressBar label={t('progress.bar')} done={progress?.done} total={progress?.total} />
      </div>
    );
  }
  return (
    <section aria-labelledby="receipt-search-heading" className="space-y-3">
      <h2 id="receipt-search-heading" className="text-lg font-semibold">
        {t('results.heading')}
      </h2>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {t('results.summary', { count: answer.items.length, ...answer.searched })}
      </p>
      {answer.mirrored ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="search-mirrored">
          {t('results.mirrored', { days: MAX_MIRRORED_SEARCH_DAYS })}
        </p>
      ) : null}
      {answer.widenedTo ? <WidenedNote answer={answer} texts={texts} /> : null}
      <DownOperatorsNotice down={answer.down} />
      <NoAccessNote registers={answer.notSearchable} />
      {answer.items.length === 0 ? (
        <NothingFound answer={answer} texts={texts} />
      ) : (
        <ResultsTable
          hits={answer.items}
          operators={
            answer.items.some((hit) => hit.operator !== undefined) || !!answer.down?.length
          }
        />
      )}
      {answer.truncated ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('results.truncated', { count: answer.items.length })}
        </p>
      ) : null}
    </section>
  );
}

/** "Nothing found", with what was searched, where and when. */
function NothingFound({
  answer,
  texts,
}: {
  answer: ReceiptSearchAnswer;
  texts: Record<string, string>;
}) {
  const t = useTranslations('ReceiptSearch.results');
  const terms = useTranslations('Terms');
  const ops = useTranslations('Fiscal.operationType');
  const locale = useLocale();
  const money = useMoney();
  const parts: string[] = [];
  const amount = askedAmount(texts);
  if (amount) {
    parts.push(
      t('criteriaAmount', { amount: money(amount.value), tolerance: money(amount.tolerance) }),
    );
  }
  const time = texts.time ? parseTimeOfDay(texts.time) : undefined;
  if (time) parts.push(t('criteriaTime', { time: formatTimeOfDay(time) }));
  if (texts.q) parts.push(t('criteriaQ', { q: texts.q }));
  if (texts.fd) parts.push(terms('fdOf', { fd: texts.fd }));
  if (texts.type) parts.push(t('criteriaType', { type: ops(texts.type) }));
  return (
    <EmptyState
      headingLevel={3}
      title={terms('nothingFound')}
      text={t('emptyText', {
        criteria: parts.join(', '),
        from: formatLocalDate(answer.period.from, locale),
        to: formatLocalDate(answer.period.to, locale),
        registers: answer.searched.registers,
      })}
    />
  );
}
