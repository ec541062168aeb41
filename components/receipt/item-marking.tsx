'use client';

import type { Item } from '@/lib/ofd/schemas';
import type { ItemWords } from './use-item-words';

/**
 * A marked item's product code in words (kind, GTIN, serial) and its industry details under it;
 * nothing for an unmarked item. A code that could not be recognised is shown as sent, marked so.
 */
export function ItemMarking({
  item,
  say,
  className = 'text-xs text-slate-600 dark:text-slate-400',
}: {
  item: Item;
  say: ItemWords;
  className?: string;
}) {
  const code = say.marking(item);
  const industry = say.industry(item);
  const check = say.check(item);
  if (code === undefined && industry.length === 0 && check === undefined) return null;
  return (
    <div data-testid="item-marking" className={`${className} break-all`}>
      {code !== undefined ? (
        <p
          data-testid="item-code"
          className={item.marking?.recognised === false ? 'text-amber-800 dark:text-amber-300' : ''}
        >
          {code}
        </p>
      ) : null}
      {industry.map((line, index) => (
        <p key={index} data-testid="item-industry">
          {line}
        </p>
      ))}
      {check !== undefined ? <p>{check}</p> : null}
    </div>
  );
}
