import type { DocumentRef, Reason } from '@/lib/health/types';
import { documentHref, registerHref } from '@/lib/urls/urls';

// The evidence of a reason as in-app paths, as the health board links it
// (components/health/evidence-links.tsx): the register's page, then each document the reason
// was read from, opened in the documents browser on its day. Messages make them absolute.

const DOCUMENT_FIELDS = ['lastDocument', 'report', 'worst', 'opened'] as const;

export function evidencePaths(orgId: string, rnm: string, reason: Reason): string[] {
  const paths = [registerHref(orgId, rnm)];
  const detail = reason.detail as Partial<Record<(typeof DOCUMENT_FIELDS)[number], unknown>>;
  for (const field of DOCUMENT_FIELDS) {
    const doc = detail[field] as DocumentRef | null | undefined;
    if (!doc) continue;
    const day = doc.dateTime.slice(0, 10);
    paths.push(documentHref(orgId, rnm, doc.fd, { drive: doc.drive, from: day, to: day }));
  }
  return paths;
}
