import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatInputDate } from '@/lib/dates/format-input';
import {
  FISCAL_NAMESPACE,
  documentTypeMessage,
  operationTypeMessage,
  paymentMethodMessage,
  vatRateMessage,
} from '@/lib/ofd/enums';
import { unitText } from '@/lib/ofd/item-unit';
import { markingText } from '@/lib/ofd/marking-code';
import { COLUMN_KEYS, type ExportLabels } from './export-rows';

// Column titles, sheet names and the words for codes in the exports, in the person's language (the locale
// cookie, as for pages). A value the document does not state stays empty rather than "unknown".

export async function exportLabels(): Promise<ExportLabels> {
  const t = await getTranslations('DocumentsExport');
  const locale = await getLocale();
  const fiscal = await getTranslations(FISCAL_NAMESPACE);
  const say = (ref: { key: string; values?: Record<string, string | number> }) =>
    fiscal(ref.key as never, ref.values as never);
  return {
    header: {
      documents: COLUMN_KEYS.documents.map((column) => t(`documents.${column}`)),
      items: COLUMN_KEYS.items.map((column) => t(`items.${column}`)),
    },
    sheet: { documents: t('sheet.documents'), items: t('sheet.items') },
    type: (type) => say(documentTypeMessage(type)),
    operation: (code) => say(operationTypeMessage(code)),
    vatRate: (rate) => (rate === undefined ? '' : say(vatRateMessage(rate))),
    paymentMethod: (code) => (code === undefined ? '' : say(paymentMethodMessage(code))),
    unit: (unit) => (unit === undefined ? '' : unitText(unit, say)),
    marking: (code) => (code === undefined ? '' : markingText(code, say)),
    fileName: (kind, rnm, from, to) =>
      t(`fileName.${kind}`, {
        rnm,
        from: formatInputDate(from, locale),
        to: formatInputDate(to, locale),
      }),
  };
}
