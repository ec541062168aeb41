'use client';

import { useTranslations } from 'next-intl';
import type { TypedDetail } from '@/components/documents/detail/typed-detail';
import { correctionTypeMessage, operationTypeMessage, taxationMessages } from '@/lib/ofd/enums';
import type { CheckDocument } from '@/lib/ofd/schemas';
import { FieldList } from '@/components/documents/detail/field-list';
import { useCommonFields } from '@/components/documents/detail/use-common-fields';
import { useFiscalWords } from '@/components/format/use-format';

/** Who issued the receipt, where, when, under which fiscal identifiers, and what it records. */
export function ReceiptHeader({ detail }: { detail: TypedDetail<CheckDocument> }) {
  const t = useTranslations('DocumentDetail.field');
  const words = useFiscalWords();
  const common = useCommonFields(detail);
  const { document } = detail;
  const isCorrection = document.type === 'receiptCorrection' || document.type === 'bsoCorrection';
  return (
    <FieldList
      fields={[
        ...common,
        {
          label: t('taxation'),
          value: taxationMessages(document.taxationType).map(words).join(', '),
        },
        {
          label: t('operation'),
          value: words(operationTypeMessage(document.operationType)),
          testId: 'receipt-operation',
        },
        {
          label: t('correctionType'),
          value: isCorrection ? words(correctionTypeMessage(document.correctionType)) : undefined,
        },
        { label: t('buyer'), value: document.buyerAddress },
        { label: t('buyerInn'), value: document.buyerInn },
      ]}
    />
  );
}
