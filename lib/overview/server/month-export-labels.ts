import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatInputDate } from '@/lib/dates/format-input';
import { documentTypeMessage, FISCAL_NAMESPACE, operationTypeMessage } from '@/lib/ofd/enums';
import { MONTH_COLUMNS, type MonthLabels } from '../month-export';

// The month export's words in the person's language (the locale cookie, as for pages): the
// column titles are the documents export's and the other tables' own, so a column is named alike
// in every file (docs/exports.md); VAT as "НДС 22%", never `nds22`.

const HEADER_KEYS: Record<(typeof MONTH_COLUMNS)[number], string> = {
  register: 'Terms.register',
  rnm: 'Terms.rnm',
  address: 'Terms.address',
  drive: 'DocumentsExport.documents.drive',
  fd: 'DocumentsExport.documents.fd',
  time: 'DocumentsExport.documents.time',
  type: 'DocumentsExport.documents.type',
  operation: 'DocumentsExport.documents.operation',
  total: 'DocumentsExport.documents.total',
  cash: 'DocumentsExport.documents.cash',
  cashless: 'DocumentsExport.documents.cashless',
};

export async function monthExportLabels(): Promise<{
  labels: MonthLabels;
  fileName: (organization: string, month: string) => string;
}> {
  const [t, fiscal, locale] = await Promise.all([
    getTranslations(),
    getTranslations(FISCAL_NAMESPACE),
    getLocale(),
  ]);
  const say = (ref: { key: string; values?: Record<string, string | number> }) =>
    fiscal(ref.key as never, ref.values as never);
  const header = Object.fromEntries(
    MONTH_COLUMNS.map((column) => [column, t(HEADER_KEYS[column] as never)]),
  ) as MonthLabels['header'];
  return {
    labels: {
      title: t('Overview.figures.receipts'),
      header,
      // 0% and "no VAT" columns hold turnover, not VAT, and say so.
      vat: (field) =>
        field === 'nds0' || field === 'ndsNo'
          ? t(`Overview.export.turnover.${field}`)
          : fiscal(`vatRate.${field}` as never),
      type: (type) => say(documentTypeMessage(type)),
      operation: (code) => say(operationTypeMessage(code)),
      date: (date) => formatInputDate(date, locale),
      noAccess: (window) => t('Overview.export.noAccess', { window }),
      totals: {
        revenue: t('Overview.export.totalRevenue'),
        payouts: t('Overview.export.totalPayouts'),
      },
    },
    // "Чеки ООО Ромашка за 10.2026", "Receipts of Romashka LLC for 2026-10".
    fileName: (organization, month) =>
      t('MonthExport.fileName', {
        organization,
        month: locale === 'ru' ? `${month.slice(5, 7)}.${month.slice(0, 4)}` : month,
      }),
  };
}
