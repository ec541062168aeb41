'use client';

import { useTranslations } from 'next-intl';
import { Unread } from '@/components/documents/detail/unread';
import { paymentMethodMessage, paymentSubjectMessage, vatRateMessage } from '@/lib/ofd/enums';
import type { Item } from '@/lib/ofd/schemas';
import { useFiscalWords, useMoney } from '@/components/format/use-format';
import { ItemMarking } from './item-marking';
import { useItemWords } from './use-item-words';

/** The receipt's lines on a phone: one card each, its sum at the right, nothing to scroll. */
export function ReceiptItemCards({ items, itemsSum }: { items: Item[]; itemsSum: number }) {
  const t = useTranslations('Receipt.items');
  const money = useMoney();
  const words = useFiscalWords();
  const say = useItemWords();
  return (
    <div className="rounded-lg border border-slate-200 text-sm dark:border-slate-800">
      <ul aria-label={t('caption')} className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item, index) => (
          <li key={index} data-testid="receipt-item" className="px-3 py-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 break-words">{item.name || t('unnamed')}</span>
              <span className="shrink-0 font-semibold tabular-nums" data-testid="item-sum">
                {money(item.sum)}
              </span>
            </div>
            <p className="text-slate-600 tabular-nums dark:text-slate-400">
              <span data-testid="item-quantity">{say.quantity(item) ?? <Unread />}</span> ×{' '}
              {item.price === undefined ? <Unread /> : money(item.price)}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {[
                words(vatRateMessage(item.vatRate)),
                item.paymentMethod !== undefined
                  ? words(paymentMethodMessage(item.paymentMethod))
                  : null,
                item.paymentSubject !== undefined
                  ? words(paymentSubjectMessage(item.paymentSubject))
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <ItemMarking item={item} say={say} />
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-3 border-t border-slate-300 px-3 py-2 font-medium dark:border-slate-700">
        <span>{t('total', { count: items.length })}</span>
        <span className="tabular-nums" data-testid="items-total">
          {money(itemsSum)}
        </span>
      </p>
    </div>
  );
}
