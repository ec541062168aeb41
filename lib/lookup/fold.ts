// Folding for lookup that remembers where each folded character came from, so a match found in
// the folded text can be highlighted in the original. Same rules as the tables' search: lower
// case, no accents (ё → е), runs of spaces as one; "й" stays itself (a letter, not an accent).

export type Folded = {
  text: string;
  /** For each folded UTF-16 unit: start and end offsets of the original character it came from. */
  start: number[];
  end: number[];
};

const combiningMarks = /\p{M}+/gu;
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
    const lower = char.toLocaleLowerCase('ru');
    const folded = lower === 'й' ? lower : lower.normalize('NFD').replace(combiningMarks, '');
    push(out, folded, from, offset);
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
