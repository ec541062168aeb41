import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enCommon from './messages/en/common.json';
import ruCommon from './messages/ru/common.json';
import enUi from './messages/en/ui.json';
import ruUi from './messages/ru/ui.json';

export const messages = {
  en: { ...enCommon, ...enUi },
  ru: { ...ruCommon, ...ruUi },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['en'];
