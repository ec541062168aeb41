import type { ComponentProps, ReactNode } from 'react';
import { HeaderRow } from './header-row';

/**
 * A plain table: an optional caption for screen readers, one header row, then the body and foot
 * the caller renders as children (their rows differ too much to share). `boxed` puts it in a
 * bordered box that scrolls sideways when the table is wider than the page.
 */
export function HeadedTable({
  caption,
  columns,
  className,
  headClassName,
  headRowClassName,
  testId,
  boxed = false,
  children,
}: {
  caption?: string;
  columns: ComponentProps<typeof HeaderRow>['columns'];
  className: string;
  headClassName?: string;
  headRowClassName?: string;
  testId: string;
  boxed?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={className} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={headClassName}>
        <HeaderRow columns={columns} className={headRowClassName} />
      </thead>
      {children}
    </table>
  );
  return boxed ? (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      {table}
    </div>
  ) : (
    table
  );
}
