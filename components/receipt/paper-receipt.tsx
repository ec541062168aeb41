'use client';

import { useTranslations } from 'next-intl';
import type { TypedDetail } from '@/components/documents/detail/typed-detail';
import {
  documentTypeMessage,
  operationTypeMessage,
  paymentMethodMessage,
  taxationMessages,
  vatFieldMessage,
  vatRateMessage,
} from '@/lib/ofd/enums';
import { formatFiscalSign } from '@/lib/ofd/fiscal-sign';
import { buildReceiptQr } from '@/lib/ofd/qr';
import { sellerOf } from '@/lib/ofd/seller';
import type { CheckDocument, VatField } from '@/lib/ofd/schemas';
import { QRCodeSVG } from 'qrcode.react';
import { useDateTime, useFiscalWords, useMoney } from '@/components/format/use-format';
import { ItemMarking } from './item-marking';
import { PaperLine, PaperRule } from './paper-line';
import { useItemWords } from './use-item-words';

/**
 * The tax service's site printed for checking the receipt (tag 1060): the document's own when it
 * states one, else the site registers print by default.
 */
function fnsSiteOf(document: CheckDocument): string {
  const stated = document.raw.fnsUrl;
  return typeof stated === 'string' && stated.trim() !== '' ? stated.trim() : 'www.nalog.gov.ru';
}

/**
 * The receipt as a register prints it: a narrow monospace column on white, in the order of a
 * paper till roll. It is also what the browser prints (the rest of the page is hidden in print).
 */
export function PaperReceipt({ detail }: { detail: TypedDetail<CheckDocument> }) {
  const t = useTranslations('Receipt.paper');
  const tQr = useTranslations('Receipt.qr');
  const terms = useTranslations('Terms');
  const words = useFiscalWords();
  const money = useMoney();
  const say = useItemWords();
  const dateTime = useDateTime();
  const { document, organization, register } = detail;
  const qr = buildReceiptQr(document);
  // Paper shows what the register printed: the document's seller, never the record's.
  const seller = sellerOf(document, organization);
  const vat = Object.entries(document.vat) as [VatField, number][];
  return (
    <article
      data-testid="paper-receipt"
      aria-label={t('label')}
      className="mx-auto w-full max-w-[22rem] bg-white px-4 py-5 font-mono text-[13px] leading-snug text-black shadow-md ring-1 ring-slate-300 print:max-w-[80mm] print:shadow-none print:ring-0"
    >
      <header className="text-center">
        <p className="font-bold">{seller.name}</p>
        <p>{terms('innOf', { inn: seller.inn })}</p>
        <p>{document.retailPlaceAddress ?? register.address}</p>
        <p className="mt-2 font-bold uppercase">{words(documentTypeMessage(document.type))}</p>
        <p className="uppercase">{words(operationTypeMessage(document.operationType))}</p>
      </header>
      <PaperRule />
      {document.items.map((item, index) => (
        <div key={index} className="mb-1.5">
          <p>{item.name}</p>
          <PaperLine
            label={`${say.quantity(item) ?? '?'} × ${
              item.price === undefined ? '?' : money(item.price)
            }`}
            value={`=${money(item.sum)}`}
          />
          <p className="text-xs">
            {words(vatRateMessage(item.vatRate))}
            {item.paymentMethod !== undefined
              ? ` · ${words(paymentMethodMessage(item.paymentMethod))}`
              : ''}
          </p>
          <ItemMarking item={item} say={say} className="text-xs" />
        </div>
      ))}
      {document.items.length > 0 ? <PaperRule /> : null}
      <PaperLine strong label={t('total')} value={`=${money(document.totalSum)}`} />
      {document.cashTotalSum > 0 ? (
        <PaperLine label={t('cash')} value={`=${money(document.cashTotalSum)}`} />
      ) : null}
      {document.ecashTotalSum > 0 ? (
        <PaperLine label={t('cashless')} value={`=${money(document.ecashTotalSum)}`} />
      ) : null}
      {vat.map(([field, amount]) => (
        <PaperLine key={field} label={words(vatFieldMessage(field))} value={`=${money(amount)}`} />
      ))}
      <PaperRule />
      <PaperLine label={t('cashier')} value={document.operator} />
      <PaperLine
        label={t('taxation')}
        value={taxationMessages(document.taxationType).map(words).join(', ')}
      />
      <PaperLine label={t('dateTime')} value={dateTime(document.dateTime)} />
      <PaperLine label={t('shift')} value={document.shiftNumber} />
      {document.requestNumber !== undefined ? (
        <PaperLine label={t('receiptInShift')} value={document.requestNumber} />
      ) : null}
      <PaperLine label={t('rnm')} value={register.regNumber} />
      {register.serialNumber ? (
        <PaperLine label={t('serial')} value={register.serialNumber} />
      ) : null}
      <PaperLine label={t('fn')} value={document.fiscalDriveNumber} />
      <PaperLine label={terms('fd')} value={document.fiscalDocumentNumber} />
      <PaperLine
        label={t('fp')}
        value={
          document.fiscalSign === undefined ? undefined : formatFiscalSign(document.fiscalSign)
        }
      />
      <PaperLine label={t('fnsSite')} value={fnsSiteOf(document)} />
      {qr ? (
        <div className="mt-3 flex justify-center">
          <QRCodeSVG value={qr} size={132} marginSize={1} title={tQr('title')} role="img" />
        </div>
      ) : null}
    </article>
  );
}
