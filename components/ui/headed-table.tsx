import type { ComponentProps, ReactNode } from 'react';
import { HeaderRow } from './header-row';

/**
 * A plain table: an optional caption for screen readers, one header row, then the body and foot
 * the caller renders as children (their rows differ too much to share).
 */
export function HeadedTable({
  caption,
  columns,
  className,
  headClassName,
  headRowClassName,
  testId,
  children,
}: {
  caption?: string;
  columns: ComponentProps<typeof HeaderRow>['columns'];
  className: string;
  headClassName?: string;
  headRowClassName?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={headClassName}>
        <HeaderRow columns={columns} className={headRowClassName} />
      </thead>
      {children}
    </table>
  );
}
