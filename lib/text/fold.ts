// The one text folding for search, used by the tables' search and the lookup: lower case, no
// accents (é → e, ё → е), runs of spaces as one. "й" keeps its identity: in Russian it is a
// different letter from "и", not an accented one.

const combiningMarks = /\p{M}+/gu;

/** Folds text for comparison; the tables' search compares rows folded by this. */
export function foldText(value: string): string {
  return value
    .toLocaleLowerCase('ru')
    .replace(/й/g, '\u0000')
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(/\u0000/g, 'й')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

// fold() below is the same rule applied character by character, remembering where each folded
// character came from, so a match found in the folded text can be highlighted in the original.

export type Folded = {
  text: string;
  /** For each folded UTF-16 unit: start and end offsets of the original character it came from. */
  start: number[];
  end: number[];
};

const space = /[\s\u00a0\u202f]/;

export function fold(value: string): Folded {
  const out: Folded = { text: '', start: [], end: [] };
  let offset = 0;
  for (const char of value) {
    const from = offset;
    offset += char.length;
    if (space.test(char)) {
      if (out.text !== '' && !out.text.endsWith(' ')) push(out, ' ', from, offset);
      continue;
    }
    push(out, foldText(char), from, offset);
  }
  return out;
}

function push(out: Folded, text: string, from: number, to: number) {
  for (let i = 0; i < text.length; i++) {
    out.start.push(from);
    out.end.push(to);
  }
  out.text += text;
}

/** The original range `[start, end)` of a folded range. */
export function originalRange(folded: Folded, from: number, to: number): [number, number] {
  return [folded.start[from] ?? 0, folded.end[to - 1] ?? 0];
}
