import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enAlerts from './messages/en/alerts.json';
import enAuth from './messages/en/auth.json';
import enCommon from './messages/en/common.json';
import enDocuments from './messages/en/documents.json';
import enDocumentsExport from './messages/en/documents-export.json';
import enErrorsApi from './messages/en/errors-api.json';
import enFiscal from './messages/en/fiscal.json';
import enHealth from './messages/en/health.json';
import enLookup from './messages/en/lookup.json';
import enMirror from './messages/en/mirror.json';
import enMonthExport from './messages/en/month-export.json';
import enOrganizations from './messages/en/organizations.json';
import enOverview from './messages/en/overview.json';
import enReceiptSearch from './messages/en/receipt-search.json';
import enRegisters from './messages/en/registers.json';
import enUi from './messages/en/ui.json';
import ruAlerts from './messages/ru/alerts.json';
import ruAuth from './messages/ru/auth.json';
import ruCommon from './messages/ru/common.json';
import ruDocuments from './messages/ru/documents.json';
import ruDocumentsExport from './messages/ru/documents-export.json';
import ruErrorsApi from './messages/ru/errors-api.json';
import ruFiscal from './messages/ru/fiscal.json';
import ruHealth from './messages/ru/health.json';
import ruLookup from './messages/ru/lookup.json';
import ruMirror from './messages/ru/mirror.json';
import ruMonthExport from './messages/ru/month-export.json';
import ruOrganizations from './messages/ru/organizations.json';
import ruOverview from './messages/ru/overview.json';
import ruReceiptSearch from './messages/ru/receipt-search.json';
import ruRegisters from './messages/ru/registers.json';
import ruUi from './messages/ru/ui.json';

export const messages = {
  en: {
    ...enCommon,
    ...enErrorsApi,
    ...enFiscal,
    ...enOrganizations,
    ...enOverview,
    ...enRegisters,
    ...enReceiptSearch,
    ...enLookup,
    ...enUi,
    ...enDocuments,
    ...enDocumentsExport,
    ...enHealth,
    ...enAuth,
    ...enAlerts,
    ...enMirror,
    ...enMonthExport,
  },
  ru: {
    ...ruCommon,
    ...ruErrorsApi,
    ...ruFiscal,
    ...ruOrganizations,
    ...ruOverview,
    ...ruRegisters,
    ...ruReceiptSearch,
    ...ruLookup,
    ...ruUi,
    ...ruDocuments,
    ...ruDocumentsExport,
    ...ruHealth,
    ...ruAuth,
    ...ruAlerts,
    ...ruMirror,
    ...ruMonthExport,
  },
} satisfies Record<Locale, Record<string, unknown>>;
