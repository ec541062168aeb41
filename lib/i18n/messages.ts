import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enCommon from './messages/en/common.json';
import ruCommon from './messages/ru/common.json';
import enErrorsApi from './messages/en/errors-api.json';
import ruErrorsApi from './messages/ru/errors-api.json';
import enOrganizations from './messages/en/organizations.json';
import ruOrganizations from './messages/ru/organizations.json';
import enFiscal from './messages/en/fiscal.json';
import ruFiscal from './messages/ru/fiscal.json';
import enUi from './messages/en/ui.json';
import ruUi from './messages/ru/ui.json';
import enDocuments from './messages/en/documents.json';
import ruDocuments from './messages/ru/documents.json';
import enDocumentsExport from './messages/en/documents-export.json';
import ruDocumentsExport from './messages/ru/documents-export.json';

export const messages = {
  en: {
    ...enCommon,
    ...enErrorsApi,
    ...enOrganizations,
    ...enFiscal,
    ...enUi,
    ...enDocuments,
    ...enDocumentsExport,
  },
  ru: {
    ...ruCommon,
    ...ruErrorsApi,
    ...ruOrganizations,
    ...ruFiscal,
    ...ruUi,
    ...ruDocuments,
    ...ruDocumentsExport,
  },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['en'];
