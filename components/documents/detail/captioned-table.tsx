import type { ReactNode } from 'react';
import { HeaderRow } from '@/components/ui/header-row';

/**
 * A plain table of a document's detail: a caption for screen readers, one row of column headers,
 * then the body (and foot) it is given.
 */
export function CaptionedTable({
  caption,
  columns,
  className,
  headClassName,
  testId,
  children,
}: {
  caption: string;
  columns: { label: ReactNode; className: string }[];
  className: string;
  headClassName: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className={headClassName}>
        <HeaderRow columns={columns} />
      </thead>
      {children}
    </table>
  );
}
