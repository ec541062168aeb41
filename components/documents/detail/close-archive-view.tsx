'use client';

import { useTranslations } from 'next-intl';
import type { CloseArchiveDocument } from '@/lib/ofd/schemas';
import { DetailSection } from './detail-section';
import { FieldList } from './field-list';
import type { TypedDetail } from './typed-detail';
import { useCommonFields } from './use-common-fields';

/** The fiscal drive's closing report: the last document the drive ever signs. */
export function CloseArchiveView({ detail }: { detail: TypedDetail<CloseArchiveDocument> }) {
  const t = useTranslations('DocumentDetail');
  const common = useCommonFields(detail);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('closeArchiveNote')}</p>
      <DetailSection title={t('section.document')}>
        <FieldList fields={common} />
      </DetailSection>
    </div>
  );
}
