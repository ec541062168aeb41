'use client';

import type { Column } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover } from '@/components/ui/popover';
import { cn } from '@/lib/ui/cn';
import { columnLabel } from './column-label';
import { facetChoices } from './facet-options';
import { StrokeIcon } from '@/components/ui/stroke-icon';

/** A multi-select filter for one column: a button showing how many values are ticked, and a panel of checkboxes with counts. */
export function DataTableFacetedFilter<TData>({
  column,
  selected,
  onChange,
  counts,
}: {
  column: Column<TData, unknown>;
  selected: string[];
  onChange: (values: string[]) => void;
  /** Rows per value: TanStack's faceting in client mode, the server's counts (if any) in manual mode. */
  counts: ReadonlyMap<unknown, number> | Readonly<Record<string, number>> | undefined;
}) {
  const t = useTranslations('DataTable.filter');
  const locale = useLocale();
  const id = useId();
  const label = columnLabel(column);
  const facet = column.columnDef.meta?.facet;
  const choices = facetChoices({
    options: facet?.options,
    counts,
    selected,
    formatValue: facet?.formatValue,
    emptyLabel: t('empty'),
    locale,
  });
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((v) => v !== value));

  return (
    <Popover
      label={t('label', { column: label })}
      trigger={(props) => (
        <Button
          {...props}
          variant="secondary"
          size="sm"
          className={cn('border-dashed', selected.length > 0 && 'border-solid border-brand-500')}
        >
          <FunnelIcon />
          {label}
          {/* "Model filter": tells it apart from the column's sort button, also named "Model". */}
          <span className="sr-only">{` ${t('suffix')}`}</span>
          {selected.length > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="rounded-full bg-brand-600 px-1.5 text-xs text-white tabular-nums"
              >
                {selected.length}
              </span>
              <span className="sr-only">{`, ${t('selected', { count: selected.length })}`}</span>
            </>
          ) : null}
        </Button>
      )}
      panelClassName="w-64"
    >
      {choices.length === 0 ? (
        <p className="px-2 py-1.5 text-sm text-slate-600 dark:text-slate-400">{t('noOptions')}</p>
      ) : (
        <ul className="max-h-72 overflow-y-auto">
          {choices.map((choice, index) => (
            <li key={choice.value}>
              <label
                htmlFor={`${id}-${index}`}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <Checkbox
                  id={`${id}-${index}`}
                  checked={selected.includes(choice.value)}
                  onChange={(e) => toggle(choice.value, e.currentTarget.checked)}
                />
                <span className="min-w-0 flex-1 break-words">{choice.label}</span>
                {choice.count !== undefined ? (
                  <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                    {choice.count.toLocaleString(locale)}
                  </span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      )}
      {selected.length > 0 ? (
        <div className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
          <Button variant="ghost" size="sm" className="w-full" onClick={() => onChange([])}>
            {t('clear')}
          </Button>
        </div>
      ) : null}
    </Popover>
  );
}

function FunnelIcon() {
  return (
    <StrokeIcon className="size-3.5">
      <path d="M2 3h12l-4.5 5.5V13l-3-1.5v-3z" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
