import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { documentHref, documentsHref } from '@/lib/urls/urls';
import type { DocumentRef, Reason } from '@/lib/health/types';

// Where a reason's evidence is: the documents it was read from, opened in the documents browser
// (each link carries its day as the period, so "back to the list" lands next to it).

type Where = { orgId: string; rnm: string };
type DocumentLabel = 'lastDocument' | 'report' | 'worst' | 'opened' | 'before' | 'after';
// At least 44 × 44 px on a phone (docs/phones.md); a line's height on a wider screen.
const link =
  'inline-flex min-h-11 min-w-11 items-center text-brand-700 underline underline-offset-2 hover:no-underline sm:min-h-0 sm:min-w-0 dark:text-brand-100';

function DocumentLink({ at, doc, label }: { at: Where; doc: DocumentRef; label: string }) {
  const day = doc.dateTime.slice(0, 10);
  const href = documentHref(at.orgId, at.rnm, doc.fd, { drive: doc.drive, from: day, to: day });
  return (
    <Link href={href} className={link} data-evidence="document" data-fd={doc.fd}>
      {label}
    </Link>
  );
}

function dayHref(at: Where, doc: DocumentRef, extra: string): string {
  const day = doc.dateTime.slice(0, 10);
  return `${documentsHref(at.orgId, at.rnm, { drive: doc.drive, from: day, to: day })}&${extra}`;
}

export function EvidenceLinks({ at, reason }: { at: Where; reason: Reason }) {
  const t = useTranslations('Health.evidence');
  const items: React.ReactNode[] = [];
  const evidence = (label: DocumentLabel, doc: DocumentRef) => (
    <DocumentLink key={label} at={at} doc={doc} label={t(label, { fd: doc.fd })} />
  );
  switch (reason.code) {
    case 'silent':
      if (reason.detail.lastDocument)
        items.push(evidence('lastDocument', reason.detail.lastDocument));
      break;
    case 'untransmitted':
    case 'drive-flag':
      items.push(evidence('report', reason.detail.report));
      break;
    case 'transmission-delay':
      items.push(evidence('worst', reason.detail.worst));
      break;
    case 'shift-too-long': {
      const opened = reason.detail.opened;
      if (opened) {
        items.push(evidence('opened', opened));
        items.push(
          <Link
            key="shifts"
            href={dayHref(at, opened, 'tab=shifts')}
            className={link}
            data-evidence="shifts"
          >
            {t('shifts')}
          </Link>,
        );
      }
      break;
    }
    case 'fd-gap':
      for (const range of reason.detail.ranges) {
        const name = t(range.from === range.to ? 'single' : 'range', {
          from: range.from,
          to: range.to,
        });
        items.push(
          <span key={range.from} className="flex flex-wrap gap-x-2" data-evidence="gap">
            <strong className="font-mono">{name}</strong>
            {range.before ? evidence('before', range.before) : null}
            {evidence('after', range.after)}
            <Link href={dayHref(at, range.after, 'sort=fiscalDocumentNumber.asc')} className={link}>
              {t('day')}
            </Link>
          </span>,
        );
      }
      break;
    default:
      break;
  }
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('label')} className="flex flex-col gap-1 text-sm">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
