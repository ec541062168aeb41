'use client';

import { useTranslations } from 'next-intl';
import type { TypedDetail } from '@/components/documents/detail/typed-detail';
import { buildReceiptQr } from '@/lib/ofd/qr';
import { checkReceipt } from '@/lib/ofd/receipt-math';
import type { CheckDocument } from '@/lib/ofd/schemas';
import { DetailSection } from '@/components/documents/detail/detail-section';
import { ReceiptHeader } from './receipt-header';
import { ReceiptItems } from './receipt-items';
import { ReceiptQr } from './receipt-qr';
import { ReceiptTotals } from './receipt-totals';
import { VatBreakdown } from './vat-breakdown';
import { VatDateWarning } from './vat-date-warning';

/** Receipts and strict reporting forms, with their corrections: the documents that move money. */
export function ReceiptView({ detail }: { detail: TypedDetail<CheckDocument> }) {
  const t = useTranslations('Receipt');
  const { document } = detail;
  const check = checkReceipt(document);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <VatDateWarning document={document} />
      <DetailSection title={t('section.header')} className="lg:row-span-2">
        <ReceiptHeader detail={detail} />
      </DetailSection>
      {/* On a phone the total and the items come right after the QR, before the long list of the
          header's fields, so they show without scrolling far (docs/phones.md). */}
      <DetailSection title={t('section.totals')} className="max-lg:-order-2">
        <ReceiptTotals document={document} check={check} />
      </DetailSection>
      {/* On a phone the QR stands near the top: it is what a customer's phone reads. */}
      <DetailSection title={t('section.qr')} className="max-lg:-order-3">
        <ReceiptQr value={buildReceiptQr(document)} />
      </DetailSection>
      <DetailSection title={t('section.items')} className="max-lg:-order-1 lg:col-span-2">
        {document.items.length > 0 ? (
          <ReceiptItems items={document.items} itemsSum={check.itemsSum} />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('noItems')}</p>
        )}
      </DetailSection>
      <DetailSection title={t('section.vat')} className="lg:col-span-2">
        <VatBreakdown document={document} />
      </DetailSection>
    </div>
  );
}
