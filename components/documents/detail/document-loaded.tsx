'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { DocumentDetail } from '@/lib/documents/contract';
import { documentTypeMessage } from '@/lib/ofd/enums';
import { isCheckDocument } from '@/lib/ofd/document-types';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { PaperReceipt } from '@/components/receipt/paper-receipt';
import { useDateTime, useFiscalWords } from '@/components/format/use-format';
import { DetailNav } from './detail-nav';
import { DocumentBody } from './document-body';
import { LazyRawView, usePreloadRawView } from './lazy-raw-view';

type View = 'details' | 'print' | 'raw';
type Nav = {
  orgId: string;
  rnm: string;
  fd: number;
  period: { drive: string; from: string; to: string };
  back: string;
  view: View;
};

/** A fetched document: its title, the way back and on, and its readable, paper and raw views. */
export function DocumentLoaded({
  detail,
  nav,
  onView,
  crumbs,
}: {
  detail: DocumentDetail;
  nav: Nav;
  onView: (view: View) => void;
  /** The page's breadcrumbs, ending in this document's title. */
  crumbs: (title: string) => ReactNode;
}) {
  const t = useTranslations('DocumentDetail');
  const words = useFiscalWords();
  const dateTime = useDateTime();
  usePreloadRawView();
  const { fd, view } = nav;
  const { document } = detail;
  const isCheck = isCheckDocument(document);
  const paper = isCheck ? (
    <div className="space-y-4">
      <div className="flex justify-end print:hidden">
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
      <PaperReceipt detail={{ ...detail, document }} />
    </div>
  ) : null;
  const items = [
    { id: 'details', label: t('view.details'), content: <DocumentBody detail={detail} /> },
    ...(paper ? [{ id: 'print', label: t('view.print'), content: paper }] : []),
    { id: 'raw', label: t('view.raw'), content: <LazyRawView document={document} /> },
  ];
  const title = t('title', { type: words(documentTypeMessage(document.type)), fd });
  return (
    <div className="space-y-4">
      {crumbs(title)}
      <header className={view === 'print' ? 'space-y-1 print:hidden' : 'space-y-1'}>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('subtitle', {
            dateTime: dateTime(document.dateTime) ?? '',
            register: detail.register.name || detail.register.regNumber,
          })}
        </p>
        {document.timeZone ? (
          <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="time-zone-note">
            {t(document.timeZone.assumed ? 'timeZone.assumed' : 'timeZone.known', {
              zone: document.timeZone.zone,
            })}
          </p>
        ) : null}
      </header>
      <DetailNav {...nav} prev={detail.prev} next={detail.next} />
      <Tabs
        label={t('view.label')}
        items={items}
        value={view === 'print' && !paper ? 'details' : view}
        onValueChange={(id) => onView(id as View)}
        className="print:[&>[role=tablist]]:hidden"
      />
    </div>
  );
}
