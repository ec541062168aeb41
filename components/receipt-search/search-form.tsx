'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isCalendarDate } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { noSuchDayOf } from '@/lib/dates/parse-input';
import { OPERATION_TYPE_KEYS } from '@/lib/documents/contract';
import { organizationsQuery } from '@/lib/query/options';
import {
  checkTypedSearchForm,
  searchTextsOf,
  type FormProblem,
  type SearchField,
} from '@/lib/receipt-search/form-check';
import { receiptSearchHref, receiptSearchPath } from '@/lib/urls/urls';

/**
 * The receipt search's form. Its query is the page's URL (GET), so Back, a shared link and
 * sign-in's `next` keep it; with JavaScript it is checked here first and each problem is said
 * beside its field.
 */
export function SearchForm({
  texts,
  initialProblems = {},
  maxDays,
}: {
  texts: Record<string, string>;
  /** What the server found wrong with the URL's query (form-check.ts). */
  initialProblems?: Partial<Record<SearchField, FormProblem>>;
  /** The longest period it lets through: longer where the mirror keeps a copy. */
  maxDays: number;
}) {
  const t = useTranslations('ReceiptSearch.form');
  const terms = useTranslations('Terms');
  const ops = useTranslations('Fiscal.operationType');
  const dates = useTranslations('DateRange');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const organizations = useQuery(organizationsQuery());
  const [problems, setProblems] = useState(initialProblems);
  // The texts the problems are about, for the messages that repeat them ("no such day in November").
  const [checked, setChecked] = useState(texts);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { texts: next, problems: found } = checkTypedSearchForm(
      searchTextsOf((field) => data.get(field)?.toString()),
      maxDays,
    );
    setProblems(found);
    setChecked(searchTextsOf((field) => data.get(field)?.toString()));
    if (Object.keys(found).length === 0) router.push(receiptSearchHref(next));
  };
  const field = (name: SearchField, label: string, control: ReactNode, hint?: string) => {
    const problem = problems[name];
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control}
        {problem ? (
          <p id={`${id}-${name}-problem`} className="text-xs text-red-700 dark:text-red-400">
            {problem === 'badDate'
              ? dates('error.format')
              : problem === 'noSuchDay'
                ? dates('error.noSuchDay', noSuchDayOf(checked[name] ?? ''))
                : t(problem, { days: maxDays })}
          </p>
        ) : hint ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>
        ) : null}
      </div>
    );
  };
  const input = (name: SearchField, props: Record<string, unknown> = {}) => (
    <Input
      id={`${id}-${name}`}
      name={name}
      defaultValue={texts[name] ?? ''}
      aria-invalid={problems[name] ? true : undefined}
      aria-describedby={problems[name] ? `${id}-${name}-problem` : undefined}
      autoComplete="off"
      {...props}
    />
  );
  // A day in the page's language (dd.mm.yyyy in Russian), not the browser's: a text field, as
  // the documents' period fields (components/date-range), read by lib/dates/parse-input.ts.
  const day = (name: 'from' | 'to') => {
    const text = texts[name] ?? '';
    return input(name, {
      defaultValue: isCalendarDate(text) ? formatInputDate(text, locale) : text,
      inputMode: 'numeric',
      placeholder: dates('format'),
    });
  };
  return (
    <form
      role="search"
      action={receiptSearchPath}
      onSubmit={submit}
      noValidate
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 font-medium">{t('legend')}</legend>
        {field(
          'organizationId',
          terms('organization'),
          <Select
            id={`${id}-organizationId`}
            name="organizationId"
            defaultValue={texts.organizationId ?? ''}
            className="w-full"
          >
            <option value="">{terms('allOrganizations')}</option>
            {(organizations.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.shortName}
              </option>
            ))}
          </Select>,
        )}
        {field('from', t('from'), day('from'))}
        {field('to', t('to'), day('to'))}
        {field(
          'amount',
          terms('amount'),
          input('amount', { inputMode: 'decimal' }),
          t('amountHint'),
        )}
        {field('tolerance', t('tolerance'), input('tolerance'), t('toleranceHint'))}
        {field('time', t('time'), input('time'), t('timeHint'))}
        {field('q', t('q'), input('q', { type: 'search' }))}
        {field('fd', t('fd'), input('fd', { inputMode: 'numeric' }))}
        {field(
          'type',
          t('type'),
          <Select id={`${id}-type`} name="type" defaultValue={texts.type ?? ''} className="w-full">
            <option value="">{t('anyType')}</option>
            {OPERATION_TYPE_KEYS.map((key) => (
              <option key={key} value={key}>
                {ops(key)}
              </option>
            ))}
          </Select>,
        )}
      </fieldset>
      <Button type="submit" className="mt-4">
        {t('submit')}
      </Button>
    </form>
  );
}
