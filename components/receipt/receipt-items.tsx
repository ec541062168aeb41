'use client';

import { useTranslations } from 'next-intl';
import { Unread } from '@/components/documents/detail/unread';
import { paymentMethodMessage, paymentSubjectMessage, vatRateMessage } from '@/lib/ofd/enums';
import type { Item } from '@/lib/ofd/schemas';
import { useFiscalWords, useMoney } from '@/components/format/use-format';
import { usePhone } from '@/lib/ui/use-media-query';
import { ReceiptItemCards } from './receipt-item-cards';
import { HeadedTable } from '@/components/ui/headed-table';
import { ItemMarking } from './item-marking';
import { useItemWords } from './use-item-words';

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
const COLUMNS = ['name', 'price', 'quantity', 'sum', 'vat', 'method'] as const;
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const FIGURES = new Set<string>(['price', 'quantity', 'sum']);

/**
 * The receipt's lines. Method and subject are shown only where the receipt states them; the
 * quantity carries its unit, and a marked item its product code under its name.
 */
export function ReceiptItems({ items, itemsSum }: { items: Item[]; itemsSum: number }) {
  const t = useTranslations('Receipt.items');
  const money = useMoney();
  const words = useFiscalWords();
  const say = useItemWords();
  const phone = usePhone();
  if (phone) return <ReceiptItemCards items={items} itemsSum={itemsSum} />;
  return (
    <HeadedTable
      boxed
      className="w-full min-w-[40rem] text-sm"
      testId="receipt-items"
      caption={t('caption')}
      headClassName="bg-slate-50 text-left text-slate-700 dark:bg-slate-900 dark:text-slate-300"
      columns={COLUMNS.map((key) => ({
        label: t(key),
        className: `${FIGURES.has(key) ? num : 'px-3 py-2'} font-medium`,
      }))}
    >
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item, index) => (
          <tr key={index} data-testid="receipt-item">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {item.name || t('unnamed')}
              {item.paymentSubject !== undefined ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {words(paymentSubjectMessage(item.paymentSubject))}
                </span>
              ) : null}
              <ItemMarking item={item} say={say} />
            </th>
            <td className={num}>{item.price === undefined ? <Unread /> : money(item.price)}</td>
            <td className={num} data-testid="item-quantity">
              {say.quantity(item) ?? <Unread />}
            </td>
            <td className={num} data-testid="item-sum">
              {money(item.sum)}
            </td>
            <td className="px-3 py-2">{words(vatRateMessage(item.vatRate))}</td>
            <td className="px-3 py-2">
              {item.paymentMethod !== undefined
                ? words(paymentMethodMessage(item.paymentMethod))
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300 font-medium dark:border-slate-700">
        <tr>
          <th scope="row" colSpan={3} className="px-3 py-2 text-left">
            {t('total', { count: items.length })}
          </th>
          <td className={num} data-testid="items-total">
            {money(itemsSum)}
          </td>
          <td colSpan={2} />
        </tr>
      </tfoot>
    </HeadedTable>
  );
}
