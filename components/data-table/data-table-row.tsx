'use client';

import { flexRender, type Row } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { CSSProperties, MouseEvent } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';
import { cellClasses } from './cell-classes';

const interactive = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * One body row. With an href, the first cell holds a real link (what keyboard and screen-reader
 * users follow); a click anywhere else on the row follows it too, unless the click was on another
 * control or ended a text selection (people copy RNMs from tables). Ctrl/⌘/middle click open a tab.
 */
export function DataTableRow<TData>({
  row,
  href,
  rowIndex,
  style,
}: {
  row: Row<TData>;
  href?: string;
  /** aria-rowindex, for virtualised bodies where most rows are not in the DOM. */
  rowIndex?: number;
  style?: CSSProperties;
}) {
  const router = useRouter();

  const open = (event: MouseEvent<HTMLTableRowElement>, newTab: boolean) => {
    if (!href || (event.target as Element).closest(interactive)) return;
    if (window.getSelection()?.toString()) return;
    if (newTab) window.open(href, '_blank', 'noopener');
    else router.push(href);
  };

  return (
    <tr
      aria-rowindex={rowIndex}
      style={style}
      onClick={href ? (e) => open(e, e.ctrlKey || e.metaKey || e.shiftKey) : undefined}
      onAuxClick={href ? (e) => e.button === 1 && open(e, true) : undefined}
      className={cn(
        'group border-t border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900',
        href && 'cursor-pointer',
      )}
    >
      {row.getVisibleCells().map((cell, index) => {
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        const classes = cellClasses({
          first: index === 0,
          align: cell.column.columnDef.meta?.align,
        });
        if (index > 0) {
          return (
            <td key={cell.id} className={classes}>
              {content}
            </td>
          );
        }
        // The first cell names the row for screen readers (a row header) and holds the link.
        return (
          <th key={cell.id} scope="row" className={cn(classes, 'font-normal')}>
            {href ? (
              <Link
                href={href}
                className={cn(
                  'rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-blue-300',
                  focusRing,
                )}
              >
                {content}
              </Link>
            ) : (
              content
            )}
          </th>
        );
      })}
    </tr>
  );
}
