import { foldAddressWords } from '@/lib/text/address-words';
import { fold } from '@/lib/text/fold';

// What support staff type into the lookup box: a register number, serial or drive number (padded
// with zeros or spaces or not, maybe grouped by spaces), an organization's INN, or words of an
// address, a register's name or an organization's name. Zod-free: the search box uses it; the
// API's input schema is in query.schema.ts.

export const LOOKUP_MIN_LENGTH = 2;
export const LOOKUP_MAX_LENGTH = 200;
/**
 * How long typing must pause before the box searches: a search per pause, not
 * per keystroke, so the lookup's rate limit counts searches.
 */
export const LOOKUP_PAUSE_MS = 300;

export type LookupQuery = {
  /** Folded words, address words in one form ("пр." → "проспект"), all in a text field. */
  terms: string[];
  /** For a query of digits only: those digits without leading zeros ("0" if all were zeros). */
  digits: string | null;
  /** For a query that is an INN (10 digits for a company, 12 for a sole trader): as typed. */
  inn: string | null;
};

export function parseLookupQuery(input: string): LookupQuery {
  const terms = foldAddressWords(fold(input))
    .text.split(/[\s,;]+/)
    .filter((term) => term !== '');
  const compact = input.replace(/[\s\u00a0\u202f]+/g, '');
  const digits = /^\d+$/.test(compact) ? compact.replace(/^0+/, '') || '0' : null;
  const inn = /^(\d{10}|\d{12})$/.test(compact) ? compact : null;
  return { terms, digits, inn };
}
