import type { Locale } from './locales';
// One JSON file per feature and language keeps catalogs small and merge-friendly.
import enCommon from './messages/en/common.json';
import enFiscal from './messages/en/fiscal.json';
import enRegisters from './messages/en/registers.json';
import ruCommon from './messages/ru/common.json';
import ruFiscal from './messages/ru/fiscal.json';
import ruRegisters from './messages/ru/registers.json';

export const messages = {
  en: { ...enCommon, ...enFiscal, ...enRegisters },
  ru: { ...ruCommon, ...ruFiscal, ...ruRegisters },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof messages)['en'];
