import type { ReactNode } from 'react';
import { HeadedTable } from './headed-table';

// A server-rendered table that becomes a stack of cards below 640 px: the header row hides and
// every cell shows its column's name (its `data-label`) before its value (app/globals.css), so
// nothing scrolls sideways. One DOM serves both, as a server-rendered table cannot choose its
// layout after hydration like the data tables do. The audit log and the delivery log use it.

/** A cell's classes: a padded cell, a label-and-value grid on a card. */
export const cardCell =
  'px-3 py-2 text-left align-top max-sm:grid max-sm:grid-cols-[7rem_1fr] max-sm:gap-2 max-sm:py-1';

/** A body row's classes: a ruled row, a bordered card. */
export const cardRow =
  'border-t border-slate-200 max-sm:block max-sm:rounded-lg max-sm:border max-sm:py-2 dark:border-slate-800';

/** The table, its header row of `headings`; the caller renders the body's rows as children. */
export function CardTable({
  headings,
  testId,
  children,
}: {
  headings: readonly string[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 max-sm:border-0 dark:border-slate-800">
      <HeadedTable
        className="w-full text-sm max-sm:block"
        testId={testId}
        headClassName="bg-slate-50 max-sm:hidden dark:bg-slate-900"
        columns={headings.map((label) => ({ label, className: cardCell }))}
      >
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">{children}</tbody>
      </HeadedTable>
    </div>
  );
}
