'use client';

import { useTranslations } from 'next-intl';
import { DRIVE_FLAGS, driveFlagMessage } from '@/lib/ofd/enums';
import type { ShiftDocument } from '@/lib/ofd/schemas';
import { Alert } from '@/components/ui/alert';
import { useFiscalWords } from '@/components/format/use-format';
import { DetailSection } from './detail-section';
import { FieldList } from './field-list';
import type { TypedDetail } from './typed-detail';
import { useCommonFields, useUntransmittedFields } from './use-common-fields';

/** Shift opening and closing reports: counts, what is still unsent, and the drive's warnings. */
export function ShiftReportView({ detail }: { detail: TypedDetail<ShiftDocument> }) {
  const t = useTranslations('DocumentDetail');
  const words = useFiscalWords();
  const common = useCommonFields(detail);
  const { document } = detail;
  const untransmitted = useUntransmittedFields(document);
  const raised = DRIVE_FLAGS.filter((flag) => document[flag]);
  return (
    <div className="space-y-6">
      <DetailSection title={t('section.warnings')}>
        {raised.length > 0 ? (
          <ul className="space-y-2" data-testid="drive-warnings">
            {raised.map((flag) => (
              <li key={flag}>
                <Alert tone="warning">{words(driveFlagMessage(flag))}</Alert>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('noWarnings')}</p>
        )}
      </DetailSection>
      <DetailSection title={t('section.counts')}>
        <FieldList
          fields={[
            { label: t('field.receiptsQuantity'), value: document.receiptsQuantity },
            { label: t('field.documentsQuantity'), value: document.documentsQuantity },
            ...untransmitted,
          ]}
        />
      </DetailSection>
      {document.messages.length > 0 ? (
        <DetailSection title={t('section.messages')}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {document.messages.map((m, i) => (
              <li key={i}>{m.message}</li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      <DetailSection title={t('section.document')}>
        <FieldList fields={common} />
      </DetailSection>
    </div>
  );
}
