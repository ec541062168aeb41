import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enCommon from './messages/en/common.json';
import ruCommon from './messages/ru/common.json';
import enFiscal from './messages/en/fiscal.json';
import ruFiscal from './messages/ru/fiscal.json';
import enDocumentsExport from './messages/en/documents-export.json';
import ruDocumentsExport from './messages/ru/documents-export.json';

export const messages = {
  en: { ...enCommon, ...enFiscal, ...enDocumentsExport },
  ru: { ...ruCommon, ...ruFiscal, ...ruDocumentsExport },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['en'];
