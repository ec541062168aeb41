'use client';

import { useTranslations } from 'next-intl';
import type { DocumentDetail } from '@/lib/documents/contract';
import type { CurrentStateDocument } from '@/lib/ofd/schemas';
import { useDateTime } from '../use-format';
import { DetailSection } from './detail-section';
import { FieldList } from './field-list';
import { useCommonFields } from './use-common-fields';

/** The report on the current state of settlements: above all, what has not reached the operator. */
export function CurrentStateView({
  detail,
}: {
  detail: DocumentDetail & { document: CurrentStateDocument };
}) {
  const t = useTranslations('DocumentDetail');
  const dateTime = useDateTime();
  const common = useCommonFields(detail);
  const { document } = detail;
  return (
    <div className="space-y-6">
      <DetailSection title={t('section.state')}>
        <FieldList
          fields={[
            {
              label: t('field.offlineMode'),
              value: document.offlineMode ? t('yes') : t('no'),
            },
            {
              label: t('field.untransmitted'),
              value: document.notTransmittedDocumentsQuantity,
              testId: 'untransmitted',
            },
            {
              label: t('field.untransmittedNumber'),
              value: document.notTransmittedDocumentNumber,
            },
            {
              label: t('field.untransmittedSince'),
              value: dateTime(document.notTransmittedDocumentsDateTime),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('section.document')}>
        <FieldList fields={common} />
      </DetailSection>
    </div>
  );
}
