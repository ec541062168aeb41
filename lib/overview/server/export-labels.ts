import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatLocalDate } from '@/lib/ofd/format';
import type { ExportLabels } from '../export-tables';

/** The overview export's words and date order in the person's language. */
export async function overviewExportLabels(): Promise<ExportLabels> {
  const [t, fiscal, locale] = await Promise.all([
    getTranslations(),
    getTranslations('Fiscal'),
    getLocale(),
  ]);
  return {
    t: (key, values) =>
      t((key.startsWith('Terms.') ? key : `Overview.${key}`) as never, values as never),
    date: (d) => formatLocalDate(d, locale),
    vat: (field) => fiscal(`vatRate.${field}` as never),
  };
}
