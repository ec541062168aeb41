'use client';

import { useTranslations } from 'next-intl';
import type { DocumentDetail } from '@/lib/documents/contract';
import { formatFiscalSign } from '@/lib/ofd/fiscal-sign';
import { sellerOf } from '@/lib/ofd/seller';
import { useDateTime } from '@/components/format/use-format';
import type { Field } from './field-list';

/** The fields every fiscal document carries: who, where, which register and drive, when. */
export function useCommonFields({ document, organization, register }: DocumentDetail): Field[] {
  const t = useTranslations('DocumentDetail.field');
  const terms = useTranslations('Terms');
  const dateTime = useDateTime();
  // The document's own seller first; the organization record too where it says otherwise.
  const seller = sellerOf(document, organization);
  return [
    { label: terms('organization'), value: seller.name, testId: 'seller-name' },
    { label: terms('inn'), value: seller.inn, testId: 'seller-inn' },
    { label: t('recordOrganization'), value: seller.recordName, testId: 'record-name' },
    { label: t('recordInn'), value: seller.recordInn, testId: 'record-inn' },
    { label: terms('address'), value: document.retailPlaceAddress ?? register.address },
    { label: t('cashier'), value: document.operator },
    {
      label: terms('register'),
      value: [register.regNumber, register.name].filter(Boolean).join(' · '),
    },
    { label: terms('drive'), value: document.fiscalDriveNumber },
    { label: t('shift'), value: document.shiftNumber },
    { label: t('fd'), value: document.fiscalDocumentNumber },
    {
      label: t('fiscalSign'),
      value: document.fiscalSign === undefined ? undefined : formatFiscalSign(document.fiscalSign),
    },
    // The stored 6-byte value, when the operator sent one, for whoever compares raw data.
    {
      label: t('fiscalSignFull'),
      value:
        document.fiscalSign !== undefined && document.fiscalSign >= 2 ** 32
          ? document.fiscalSign
          : undefined,
    },
    { label: terms('dateTime'), value: dateTime(document.dateTime), testId: 'document-date-time' },
  ];
}

type Untransmitted = {
  notTransmittedDocumentsQuantity: number;
  notTransmittedDocumentNumber?: number;
  notTransmittedDocumentsDateTime?: string;
};

/** What the register has not yet passed to the operator, as shift and state reports state it. */
export function useUntransmittedFields(document: Untransmitted): Field[] {
  const t = useTranslations('DocumentDetail.field');
  const dateTime = useDateTime();
  return [
    {
      label: t('untransmitted'),
      value: document.notTransmittedDocumentsQuantity,
      testId: 'untransmitted',
    },
    { label: t('untransmittedNumber'), value: document.notTransmittedDocumentNumber },
    {
      label: t('untransmittedSince'),
      value: dateTime(document.notTransmittedDocumentsDateTime),
    },
  ];
}
