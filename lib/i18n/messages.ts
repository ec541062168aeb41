import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enCommon from './messages/en/common.json';
import ruCommon from './messages/ru/common.json';
import enFiscal from './messages/en/fiscal.json';
import ruFiscal from './messages/ru/fiscal.json';
import enUi from './messages/en/ui.json';
import ruUi from './messages/ru/ui.json';
import enDocuments from './messages/en/documents.json';
import ruDocuments from './messages/ru/documents.json';

export const messages = {
  en: { ...enCommon, ...enFiscal, ...enUi, ...enDocuments },
  ru: { ...ruCommon, ...ruFiscal, ...ruUi, ...ruDocuments },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['en'];
