import type { Folded } from './fold';

// Address words written many ways ("Красный пр-кт" in the register's record, "Красный проспект"
// or "Красный пр." typed by a person) folded to one form each, on both sides of a match, so that
// the lookup finds an address whichever way either side abbreviates it (docs/using.md, Lookup).
// Works on fold()'s output and keeps its map back to the original text, so a match on "проспект"
// still highlights the record's own "пр-кт".
//
// "пр" alone is read as проспект, not проезд: the tax service's address register writes проспект
// "пр-кт" and проезд "пр-д", and a bare "пр." in typed addresses almost always means a prospekt.
// Проезд keeps its own form: "пр-д" and "проезд" find each other, never a проспект.

const FORMS: Record<string, string[]> = {
  проспект: ['проспект', 'пр-кт', 'пр-т', 'просп', 'пр'],
  проезд: ['проезд', 'пр-д'],
  улица: ['улица', 'ул'],
  дом: ['дом', 'д'],
  переулок: ['переулок', 'пер'],
  шоссе: ['шоссе', 'ш'],
  бульвар: ['бульвар', 'бул', 'б-р'],
  площадь: ['площадь', 'пл'],
  набережная: ['набережная', 'наб'],
  город: ['город', 'г'],
  область: ['область', 'обл'],
  корпус: ['корпус', 'корп', 'к'],
  строение: ['строение', 'стр'],
};

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const ONE_FORM = new Map(
  Object.entries(FORMS).flatMap(([form, spellings]) => spellings.map((s) => [s, form] as const)),
);

/** A word (letters and digits, maybe hyphenated) with the dot that ends an abbreviation. */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*(\.?)/gu;

/** The one form of an address word, or undefined when it is not one (`пр-кт` → `проспект`). */
export function addressWordForm(word: string): string | undefined {
  return ONE_FORM.get(word.replace(/\.$/, ''));
}

/** Folded text with every address word in its one form; offsets still lead to the original. */
export function foldAddressWords(folded: Folded): Folded {
  const out: Folded = { text: '', start: [], end: [] };
  const copy = (from: number, to: number) => {
    out.text += folded.text.slice(from, to);
    out.start.push(...folded.start.slice(from, to));
    out.end.push(...folded.end.slice(from, to));
  };
  let at = 0;
  for (const match of folded.text.matchAll(WORD)) {
    const form = addressWordForm(match[0]);
    if (form === undefined) continue;
    const from = match.index;
    const to = from + match[0].length;
    copy(at, from);
    // "д.29": the dot parted two words; a space keeps them apart once the dot is gone.
    const next = folded.text[to];
    const text = match[1] && next !== undefined && /[\p{L}\p{N}]/u.test(next) ? `${form} ` : form;
    for (let i = 0; i < text.length; i++) {
      out.start.push(folded.start[from] ?? 0);
      out.end.push(folded.end[to - 1] ?? 0);
    }
    out.text += text;
    at = to;
  }
  copy(at, folded.text.length);
  return out;
}
