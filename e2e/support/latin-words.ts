import type { APIRequestContext, Page } from './load-aware-test';
import { serviceGet } from './demo-service';
import type { Register } from './documents-world';

// No English in the Russian interface: a page's words in Latin letters (its text, title and the
// labels a screen reader says), less the abbreviations of the trade and its code standards, the
// product's name, a language's own name, e-mail addresses and words that come from the data itself
// (organization, register and item names, addresses). Text in a `<code>` element (a variable's name, a raw
// record) is code, not words.

const ALLOWED = new Set([
  ...['RNM', 'INN', 'FD', 'FN', 'QR', 'CSV', 'XLSX', 'OFD', 'URL', 'API', 'NDJSON'],
  // Time offsets ("UTC+3"), the product's name, the spreadsheet the files are for, the language
  // switch's own words, and the names of the alert channels.
  ...['UTC', 'Console', 'Excel', 'English', 'Telegram', 'SMTP'],
  // The names of the product-code standards a marked item's code is read in, as Russian
  // documents of the marking system write them ("GS1 DataMatrix", "GTIN", "EAN-13", "ITF-14").
  ...['GS1', 'DataMatrix', 'GTIN', 'EAN', 'ITF'],
]);

const LATIN = /[A-Za-z][A-Za-z0-9]*(?:['’-][A-Za-z0-9]+)*/g;

/** Every Latin word in the strings of a JSON value: what the data itself may bring to a page. */
function dataWords(value: unknown, into: Set<string>) {
  if (typeof value === 'string') for (const word of value.match(LATIN) ?? []) into.add(word);
  else if (Array.isArray(value)) for (const v of value) dataWords(v, into);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) dataWords(v, into);
}

/** The Latin words the demo world's organizations, registers and one receipt may bring. */
export async function wordsOfData(
  request: APIRequestContext,
  register: Register,
  receipt: unknown,
) {
  const words = new Set<string>();
  const organizations = await serviceGet<{ id: string }[]>(request, '/v2/organizations');
  dataWords(organizations, words);
  for (const org of organizations) {
    dataWords(await serviceGet(request, `/v2/organizations/${org.id}/cashboxes`), words);
  }
  dataWords(receipt, words);
  dataWords(register, words);
  return words;
}

/** The page's Latin words that are neither allowed nor the data's. */
export async function foreignWords(page: Page, data: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // A code (the receipt's QR string) is data, not words: its text is left out.
    let body = document.body.innerText;
    for (const code of document.querySelectorAll<HTMLElement>('code')) {
      body = body.replace(code.innerText, ' ');
    }
    const out = [document.title, body];
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (element.getClientRects().length === 0 && !element.closest('.sr-only')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  const found = new Set<string>();
  for (const text of texts) {
    const plain = text
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      // Time zones by their IANA names (Europe/Moscow) are identifiers, and so are record ids.
      .replace(/\b[A-Z][a-z]+\/[A-Z][A-Za-z_]+/g, ' ')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' ');
    for (const word of plain.match(LATIN) ?? []) {
      if (!ALLOWED.has(word) && !data.has(word)) found.add(word);
    }
  }
  return [...found];
}
