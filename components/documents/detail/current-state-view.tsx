'use client';

import { useTranslations } from 'next-intl';
import type { CurrentStateDocument } from '@/lib/ofd/schemas';
import { DetailSection } from './detail-section';
import { FieldList } from './field-list';
import type { TypedDetail } from './typed-detail';
import { useCommonFields, useUntransmittedFields } from './use-common-fields';

/** The report on the current state of settlements: above all, what has not reached the operator. */
export function CurrentStateView({ detail }: { detail: TypedDetail<CurrentStateDocument> }) {
  const t = useTranslations('DocumentDetail');
  const flags = useTranslations('Fiscal.registrationFlag');
  const common = useCommonFields(detail);
  const untransmitted = useUntransmittedFields(detail.document);
  return (
    <div className="space-y-6">
      <DetailSection title={t('section.state')}>
        <FieldList
          fields={[
            {
              label: flags('offlineMode'),
              value: detail.document.offlineMode ? t('yes') : t('no'),
            },
            ...untransmitted,
          ]}
        />
      </DetailSection>
      <DetailSection title={t('section.document')}>
        <FieldList fields={common} />
      </DetailSection>
    </div>
  );
}
