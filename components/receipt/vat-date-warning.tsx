'use client';

import { useTranslations } from 'next-intl';
import { vatRateMessage } from '@/lib/ofd/enums';
import type { CheckDocument } from '@/lib/ofd/schemas';
import { staleVatRates, vatDisagreements } from '@/lib/ofd/vat-by-date';
import { Alert } from '@/components/ui/alert';
import { useFiscalWords, useMoney } from '@/components/format/use-format';

/**
 * A receipt charging a rate that was not in force on its date (20% in 2026, 22% in 2025): a real
 * register misconfigured after a rate change, worth a word to whoever reads the receipt. And a
 * receipt whose stated VAT and its lines' VAT disagree: both figures are shown, neither dropped.
 */
export function VatDateWarning({ document }: { document: CheckDocument }) {
  const t = useTranslations('Receipt.vatDate');
  const words = useFiscalWords();
  const money = useMoney();
  const stale = staleVatRates(document);
  const disagree = vatDisagreements(document);
  return (
    <>
      {stale.length > 0 && (
        <Alert
          tone="warning"
          title={t('title')}
          data-testid="vat-date-warning"
          className="lg:col-span-2"
        >
          {t('body', {
            rates: stale.map((rate) => words(vatRateMessage(rate))).join(', '),
            date: document.dateTime.slice(0, 10),
          })}
        </Alert>
      )}
      {disagree.length > 0 && (
        <Alert
          tone="warning"
          title={t('mismatchTitle')}
          data-testid="vat-mismatch-warning"
          className="lg:col-span-2"
        >
          {disagree
            .map((d) =>
              t('mismatch', {
                rate: words(vatRateMessage(d.rate)),
                stated: money(d.stated),
                items: money(d.items),
              }),
            )
            .join(' ')}
        </Alert>
      )}
    </>
  );
}
