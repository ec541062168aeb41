import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enCommon from './messages/en/common.json';
import ruCommon from './messages/ru/common.json';
import enRegisters from './messages/en/registers.json';
import ruRegisters from './messages/ru/registers.json';

export const messages = {
  en: { ...enCommon, ...enRegisters },
  ru: { ...ruCommon, ...ruRegisters },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['en'];
