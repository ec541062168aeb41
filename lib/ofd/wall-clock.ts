import { derivedWallClock, type RegisterTimeZone } from '@/lib/dates/wall-clock';
import type { FiscalDocument } from './schemas';

// The full schema reads a document without knowing its register (lib/ofd/schemas/fields.ts): an
// epoch-second `dateTime` comes out read in UTC. Once the register is known, its zone makes the
// shop's wall clock of it, `localDateTime` winning when sent: the same rule as the day readers'
// fast path (lib/documents/server/read-cached.ts), so the list and the detail show one time.

export function localizeDocument(document: FiscalDocument, zone: RegisterTimeZone): FiscalDocument {
  const derived = derivedWallClock(document.raw.dateTime, document.raw.localDateTime, zone);
  if (!derived) return document;
  const localized: FiscalDocument = { ...document, dateTime: derived.dateTime };
  if (derived.note) localized.timeZone = derived.note;
  return localized;
}
