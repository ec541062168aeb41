'use client';

import { useTranslations } from 'next-intl';
import {
  correctionReasonMessage,
  REGISTRATION_FLAGS,
  registrationFlagMessage,
  taxationMessages,
} from '@/lib/ofd/enums';
import type { FiscalReportDocument } from '@/lib/ofd/schemas';
import { useFiscalWords } from '@/components/format/use-format';
import { DetailSection } from './detail-section';
import { FieldList, type Field } from './field-list';
import type { TypedDetail } from './typed-detail';
import { useCommonFields } from './use-common-fields';

/** Registration and re-registration reports: the parameters the register was registered with. */
export function FiscalReportView({ detail }: { detail: TypedDetail<FiscalReportDocument> }) {
  const t = useTranslations('DocumentDetail');
  const words = useFiscalWords();
  const common = useCommonFields(detail);
  const { document } = detail;
  // An unstated flag is not the same as "no": it is left out.
  const flags: Field[] = REGISTRATION_FLAGS.map((flag) => ({
    label: words(registrationFlagMessage(flag)),
    value: document[flag] === undefined ? undefined : document[flag] ? t('yes') : t('no'),
  }));
  return (
    <div className="space-y-6">
      {document.type === 'fiscalReportCorrection' ? (
        <DetailSection title={t('section.reasons')}>
          {document.correctionReasonCodes.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="correction-reasons">
              {document.correctionReasonCodes.map((code) => (
                <li key={code}>{words(correctionReasonMessage(code))}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{t('noReasons')}</p>
          )}
        </DetailSection>
      ) : null}
      <DetailSection title={t('section.registration')}>
        <FieldList
          fields={[
            {
              label: t('field.taxationSystems'),
              value: taxationMessages(document.taxationType).map(words).join(', '),
            },
            ...flags,
            { label: t('field.kktNumber'), value: document.kktNumber },
            { label: t('field.machineNumber'), value: document.machineNumber },
            { label: t('field.ofdInn'), value: document.ofdInn },
          ]}
        />
      </DetailSection>
      <DetailSection title={t('section.document')}>
        <FieldList fields={common} />
      </DetailSection>
    </div>
  );
}
