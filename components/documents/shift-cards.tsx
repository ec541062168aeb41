'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ShiftSummary as ShiftGroup } from '@/lib/documents/contract';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';
import { useDateTime, useMoney } from '@/components/format/use-format';

/** The shift view on a phone: one card per shift, its revenue at the right, opening its list. */
export function ShiftCards({
  shifts,
  shiftHref,
}: {
  shifts: ShiftGroup[];
  shiftHref: (shift: number) => string;
}) {
  const t = useTranslations('Documents.shifts');
  const money = useMoney();
  const dateTime = useDateTime();
  const field = (label: string, value: string) => (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </>
  );
  return (
    <ul
      aria-label={t('label')}
      data-testid="shift-cards"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
    >
      {shifts.map((shift) => (
        <li key={shift.shiftNumber} data-testid="shift-row" className="relative px-3 py-2">
          <div className="flex items-baseline justify-between gap-3">
            <ShiftLink
              href={shiftHref(shift.shiftNumber)}
              shift={shift.shiftNumber}
              className="rounded-sm font-medium text-brand-700 after:absolute after:inset-0 dark:text-blue-300"
            >
              {t('column.shift')} {shift.shiftNumber}
            </ShiftLink>
            <span className="font-semibold tabular-nums">{money(shift.summary.net)}</span>
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            {dateTime(shift.openDateTime) ?? '—'} – {dateTime(shift.closeDateTime) ?? t('open')}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
            {field(t('column.receipts'), String(shift.receipts))}
            {field(t('column.income'), money(shift.summary.salesSum))}
            {field(t('column.returns'), money(shift.summary.returnsSum))}
            {field(t('column.cash'), money(shift.summary.cash))}
            {field(t('column.cashless'), money(shift.summary.cashless))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A shift's link to its own documents, named for screen readers by the shift's number. */
export function ShiftLink({
  href,
  shift,
  className,
  children,
}: {
  href: string;
  shift: number;
  className: string;
  children: ReactNode;
}) {
  const t = useTranslations('Documents.shifts');
  return (
    <Link href={href} aria-label={t('documentsOf', { shift })} className={cn(className, focusRing)}>
      {children}
    </Link>
  );
}
