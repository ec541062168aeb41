'use client';

import { useTranslations } from 'next-intl';
import type { UnreadableDocument } from '@/lib/documents/contract';
import { isDocumentType } from '@/lib/ofd/document-types';
import { documentTypeMessage } from '@/lib/ofd/enums';
import { Alert } from '@/components/ui/alert';
import { useDateTime, useFiscalWords } from '@/components/format/use-format';

/**
 * Documents the operator sent for the period that the dashboard could not read. They are not in
 * the list or the figures, so they are named here: number, type, time, why, and the JSON as sent.
 */
export function UnreadableNotice({
  count,
  documents,
}: {
  count: number;
  documents: UnreadableDocument[];
}) {
  const t = useTranslations('Documents.unreadable');
  const terms = useTranslations('Terms');
  const words = useFiscalWords();
  const dateTime = useDateTime();
  if (count === 0) return null;
  return (
    <Alert tone="warning" title={t('title', { count })} data-testid="unreadable-notice">
      <p>{t('excluded')}</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium">{t('show')}</summary>
        <ul className="mt-2 space-y-2" data-testid="unreadable-list">
          {documents.map((doc, index) => (
            <li key={index} data-testid="unreadable-document" className="min-w-0">
              <p>
                <span className="font-mono">
                  {doc.fiscalDocumentNumber === undefined
                    ? t('noNumber')
                    : terms('fdOf', { fd: doc.fiscalDocumentNumber })}
                </span>
                {' · '}
                {isDocumentType(doc.type)
                  ? words(documentTypeMessage(doc.type))
                  : (doc.type ?? '—')}
                {' · '}
                {dateTime(doc.dateTime) ?? t('noTime')}
              </p>
              <p className="text-xs">
                {t(`reason.${doc.reason}`)}
                {doc.detail ? ` (${doc.detail})` : ''}
              </p>
              {doc.raw === undefined ? null : (
                <details className="mt-1">
                  <summary className="cursor-pointer text-xs underline">{t('raw')}</summary>
                  <pre className="mt-1 max-h-64 overflow-auto rounded bg-white/70 p-2 text-xs dark:bg-black/30">
                    {JSON.stringify(doc.raw, null, 2)}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ul>
        {documents.length < count ? (
          <p className="mt-2 text-xs">{t('more', { shown: documents.length, count })}</p>
        ) : null}
      </details>
    </Alert>
  );
}
