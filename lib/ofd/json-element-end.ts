// The fast path of the JSON array splitter (json-array-stream.ts). Compact arrays of envelopes end
// every element with `}}` followed by `,` or `]`. This looks for that with indexOf and lets
// JSON.parse check the candidate: a slice that parses is exactly one whole element (a cut inside a
// string, or inside a nested object, cannot parse), so the result is the same as scanning every
// character, at a fraction of the cost. Where it does not fit (other shapes, pretty-printed
// text), the caller scans the element character by character instead.

/** How far (characters) the fast path looks for an element's end. */
const FAST_SPAN = 256 * 1024;
/** Candidates that fail to parse before the element is left to the slow scan. */
const FAST_TRIES = 3;

export const COMMA = 0x2c;
export const CLOSE_BRACKET = 0x5d;

export const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

export type ElementEnd =
  /** The element, and where scanning goes on (after its separator, `,` or `]`). */
  | { found: true; value: unknown; separator: number; next: number }
  /** No end in the text yet: look again from `resumeAt` once more text has come. */
  | { found: false; wait: true; resumeAt: number; tries: number }
  /** Not an element this path can take: scan it the slow way. */
  | { found: false; wait: false };

/** Looks for the end of the element that starts at `start`, from `from` on. */
export function findElementEnd(
  text: string,
  start: number,
  from: number,
  tries: number,
): ElementEnd {
  const length = text.length;
  for (let at = from; ;) {
    const k = text.indexOf('}}', at);
    if (k === -1 || k - start > FAST_SPAN) {
      if (k === -1 && length - start <= FAST_SPAN) {
        return { found: false, wait: true, resumeAt: Math.max(start, length - 1), tries };
      }
      return { found: false, wait: false };
    }
    let j = k + 2;
    while (j < length && isSpace(text.charCodeAt(j))) j++;
    if (j >= length) return { found: false, wait: true, resumeAt: k, tries };
    const separator = text.charCodeAt(j);
    if (separator === COMMA || separator === CLOSE_BRACKET) {
      try {
        return { found: true, value: JSON.parse(text.slice(start, k + 2)), separator, next: j + 1 };
      } catch {
        if (++tries >= FAST_TRIES) return { found: false, wait: false };
      }
    }
    at = k + 1;
  }
}
