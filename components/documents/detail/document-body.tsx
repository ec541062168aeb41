'use client';

import type { DocumentDetail } from '@/lib/documents/contract';
import { isCheckDocument } from '@/lib/ofd/document-types';
import type {
  CloseArchiveDocument,
  CurrentStateDocument,
  FiscalReportDocument,
  ShiftDocument,
} from '@/lib/ofd/schemas';
import { ReceiptView } from '@/components/receipt/receipt-view';
import { CloseArchiveView } from './close-archive-view';
import { CurrentStateView } from './current-state-view';
import { FiscalReportView } from './fiscal-report-view';
import { ShiftReportView } from './shift-report-view';
import type { TypedDetail } from './typed-detail';
import { UnreadFields } from './unread';

/** The readable view of one document, by its type, after a word on any field it could not read. */
export function DocumentBody({ detail }: { detail: DocumentDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <UnreadFields fields={detail.document.unreadFields ?? []} />
      <TypedBody detail={detail} />
    </div>
  );
}

function TypedBody({ detail }: { detail: DocumentDetail }) {
  const { document } = detail;
  if (isCheckDocument(document)) return <ReceiptView detail={{ ...detail, document }} />;
  switch (document.type) {
    case 'openShift':
    case 'closeShift':
      return <ShiftReportView detail={detail as TypedDetail<ShiftDocument>} />;
    case 'currentStateReport':
      return <CurrentStateView detail={detail as TypedDetail<CurrentStateDocument>} />;
    case 'fiscalReport':
    case 'fiscalReportCorrection':
      return <FiscalReportView detail={detail as TypedDetail<FiscalReportDocument>} />;
    default:
      return <CloseArchiveView detail={detail as TypedDetail<CloseArchiveDocument>} />;
  }
}
