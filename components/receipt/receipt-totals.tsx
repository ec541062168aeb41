'use client';

import { useTranslations } from 'next-intl';
import { Unread } from '@/components/documents/detail/unread';
import type { ReceiptCheck } from '@/lib/ofd/receipt-math';
import type { CheckDocument } from '@/lib/ofd/schemas';
import { Badge } from '@/components/ui/badge';
import { useMoney } from '@/components/format/use-format';

/** What was paid and how, and whether the lines and payments add up to the total. */
export function ReceiptTotals({
  document,
  check,
}: {
  document: CheckDocument;
  check: ReceiptCheck;
}) {
  const t = useTranslations('Receipt.totals');
  const money = useMoney();
  // A payment field the operator sent but that could not be read is marked, not shown as 0.
  const unread = new Set(document.unreadFields ?? []);
  const rows: [string, number, string, string[]][] = [
    [t('cash'), document.cashTotalSum, 'receipt-cash', ['cashTotalSum']],
    [t('cashless'), document.ecashTotalSum, 'receipt-cashless', ['ecashTotalSum']],
    [
      t('prepayment'),
      document.prePaymentTotalSum,
      'receipt-prepayment',
      ['prePaymentTotalSum', 'prepaidSum'],
    ],
    [
      t('postpayment'),
      document.postPaymentTotalSum,
      'receipt-postpayment',
      ['postPaymentTotalSum', 'creditSum'],
    ],
    [
      t('consideration'),
      document.considerationTotalSum,
      'receipt-consideration',
      ['considerationTotalSum', 'provisionSum'],
    ],
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
        <dt className="text-base font-semibold">{t('total')}</dt>
        <dd className="text-right text-base font-semibold tabular-nums" data-testid="receipt-total">
          {money(document.totalSum)}
        </dd>
        {rows.map(([label, value, testId, fields]) => (
          <div key={testId} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right tabular-nums" data-testid={testId}>
              {fields.some((field) => unread.has(field)) ? <Unread /> : money(value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {check.itemsMatchTotal === undefined ? null : check.itemsMatchTotal ? (
          <Badge tone="success">{t('itemsMatch')}</Badge>
        ) : (
          <Badge tone="warning">
            {t('itemsDiffer', { items: money(check.itemsSum), total: money(document.totalSum) })}
          </Badge>
        )}
        {check.paymentsMatchTotal ? (
          <Badge tone="success">{t('paymentsMatch')}</Badge>
        ) : (
          <Badge tone="warning">
            {t('paymentsDiffer', { payments: money(check.paymentsSum) })}
          </Badge>
        )}
      </div>
    </div>
  );
}
