'use client';

import { useTranslations } from 'next-intl';
import type { DocumentDetail } from '@/lib/documents/contract';
import { useDateTime } from '../use-format';
import type { Field } from './field-list';

/** The fields every fiscal document carries: who, where, which register and drive, when. */
export function useCommonFields({ document, organization, cashbox }: DocumentDetail): Field[] {
  const t = useTranslations('DocumentDetail.field');
  const dateTime = useDateTime();
  return [
    { label: t('organization'), value: organization.shortName || document.user },
    { label: t('inn'), value: document.userInn ?? organization.inn },
    { label: t('address'), value: document.retailPlaceAddress ?? cashbox.address },
    { label: t('cashier'), value: document.operator },
    {
      label: t('register'),
      value: [cashbox.regNumber, cashbox.name].filter(Boolean).join(' · '),
    },
    { label: t('drive'), value: document.fiscalDriveNumber },
    { label: t('shift'), value: document.shiftNumber },
    { label: t('fd'), value: document.fiscalDocumentNumber },
    { label: t('fiscalSign'), value: document.fiscalSign },
    { label: t('dateTime'), value: dateTime(document.dateTime), testId: 'document-date-time' },
  ];
}
