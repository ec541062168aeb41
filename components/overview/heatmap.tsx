'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePhone } from '@/lib/ui/use-media-query';
import { ChartPanel } from './chart-panel';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
// 2024-01-01 was a Monday: weekday names in the page's language without a zone.
const weekdayName = (locale: string, index: number, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + index),
  );

/** Sales receipts by weekday and hour: a grid whose shade is the count; the table has the numbers. */
export function Heatmap({ heatmap }: { heatmap: number[][] }) {
  const t = useTranslations('Overview.heatmap');
  const locale = useLocale();
  const max = Math.max(1, ...heatmap.flat());
  // Below 640 px the table turns on its side (a row per hour, a column per weekday), so its eight
  // columns fit the screen; the chart's cells shrink to fit instead.
  const phone = usePhone();
  const days = heatmap.map((_, d) => weekdayName(locale, d, 'short'));
  // One table either way round: `count(row, column)` reads the cell for that orientation.
  const grid = (
    corner: string,
    rows: ReactNode[],
    columns: ReactNode[],
    count: (row: number, column: number) => number | undefined,
    wide: boolean,
  ) => (
    <table
      className={wide ? 'text-xs tabular-nums' : 'w-full text-xs tabular-nums'}
      data-testid="heatmap-table"
    >
      <caption className="sr-only">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col" className="px-1 text-left">
            {corner}
          </th>
          {columns.map((name, c) => (
            <th key={c} scope="col" className={wide ? 'px-1' : 'px-1 text-right'}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((name, r) => (
          <tr key={r}>
            <th scope="row" className="px-1 text-left font-normal">
              {name}
            </th>
            {columns.map((_, c) => (
              <td key={c} className="px-1 text-right">
                {count(r, c)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const table = phone ? (
    grid(t('hour'), HOURS, days, (h, d) => heatmap[d]?.[h], false)
  ) : (
    <div className="overflow-x-auto">
      {grid(t('weekday'), days, HOURS, (d, h) => heatmap[d]?.[h], true)}
    </div>
  );
  const chart = (
    <div aria-hidden="true">
      <div className="grid grid-cols-[2rem_repeat(24,minmax(0,1fr))] gap-px text-[10px] text-slate-600 sm:grid-cols-[3rem_repeat(24,minmax(0,1fr))] sm:gap-0.5 dark:text-slate-400">
        <span />
        {HOURS.map((h) => (
          <span key={h} className="text-center">
            {h % 3 === 0 ? h : ''}
          </span>
        ))}
        {heatmap.map((row, d) => [
          <span key={`d${d}`}>{weekdayName(locale, d, 'short')}</span>,
          ...row.map((count, h) => (
            <span
              key={`${d}-${h}`}
              title={t('cell', { weekday: weekdayName(locale, d, 'long'), hour: h, count })}
              className="h-5 rounded-sm bg-brand-600 dark:bg-brand-500"
              style={{ opacity: count === 0 ? 0.06 : 0.15 + (0.85 * count) / max }}
            />
          )),
        ])}
      </div>
    </div>
  );
  return <ChartPanel id="heatmap" title={t('title')} chart={chart} table={table} />;
}
