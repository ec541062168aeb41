// Splits a JSON array that arrives in byte chunks into its elements, one at a time, so a month of
// documents (tens of MB, docs/operator-api.md §4) never sits in memory as one string or one parsed tree: only
// the element being read and the current chunk do. Each element is parsed with JSON.parse of its
// own slice, so the values are exactly what JSON.parse of the whole body would give.
// An empty body counts as an empty array ("no data" may come as an empty body, docs/operator-api.md §2).

import { CLOSE_BRACKET, COMMA, findElementEnd, isSpace } from './json-element-end';

export class JsonArrayStreamError extends Error {
  override name = 'JsonArrayStreamError';
  constructor(
    message: string,
    /** Offset in characters from the start of the body where the problem was found. */
    readonly offset: number,
  ) {
    super(`${message} (at character ${offset})`);
  }
}

// Where the scanner is: before `[`, expecting the first element or `]`, expecting an element after
// a comma, inside an element, or after the closing `]`.
const State = { BeforeArray: 0, FirstValue: 1, NextValue: 2, InValue: 3, Done: 4 } as const;
type State = (typeof State)[keyof typeof State];

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
/** Consecutive elements the fast path may fail on before it is off for the rest of the body. */
const FAST_MISSES = 8;

/**
 * In place of an element longer than the limit: the element is skipped (its text is never held
 * whole) and the reader marks that one document unreadable instead of failing the whole body.
 */
export class OversizedElement {
  constructor(readonly chars: number) {}
}

/**
 * In tolerant mode (import of a file), an element that cannot be read takes its place in the output
 * and reading goes on: one bad document must not cost the ones after it.
 */
export class UnreadableElement {
  constructor(readonly reason: string) {}
}

export type JsonArrayParserOptions = {
  /** Longest element in characters; default 16 Mi. */
  maxElementChars?: number;
  /** Yield UnreadableElement for an invalid element or a truncated array instead of throwing. */
  tolerant?: boolean;
  /**
   * The array is a field of an object (a by-period page): the text after its `]` is kept for
   * rest() instead of being refused.
   */
  trailing?: boolean;
};

export type JsonArrayParser = {
  /** Feeds the next chunk; returns the elements completed by it, in order. */
  push(chunk: Uint8Array): unknown[];
  /** Ends the input: returns the elements completed at the end; throws when it is truncated. */
  end(): unknown[];
  /** With `trailing`: the text after the array's `]` (empty while the array is open). */
  rest(): string;
};

export function createJsonArrayParser(options: JsonArrayParserOptions = {}): JsonArrayParser {
  const maxElementChars = options.maxElementChars ?? 16 * 1024 * 1024;
  const tolerant = options.tolerant ?? false;
  const trailing = options.trailing ?? false;
  // fatal: invalid UTF-8 is refused, not replaced; stream: a character split across chunks waits.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let state: State = State.BeforeArray;
  let buffer = ''; // text not yet consumed: from the current element's start (or the scan point)
  let consumed = 0; // characters dropped from the front of the body so far (for error offsets)
  let pos = 0; // scan position in buffer
  let start = 0; // start of the current element in buffer
  let depth = 0;
  let inString = false;
  let count = 0;
  // Fast path (see fastElement): on while it keeps working, per element until it gives up.
  let fastEnabled = true;
  let fastMisses = 0;
  let fast = false;
  let fastFrom = 0;
  let fastTries = 0;
  // The element in hand is over the limit: scanned to its end and dropped, never parsed.
  let oversized = false;
  let oversizedChars = 0;

  const fail = (message: string, at = pos): never => {
    throw new JsonArrayStreamError(message, consumed + at);
  };

  function emit(out: unknown[], end: number) {
    if (end - start > maxElementChars) {
      // Arrived whole in one chunk, but over the limit all the same: the same answer either way.
      out.push(new OversizedElement(end - start));
      count += 1;
      return;
    }
    const text = buffer.slice(start, end);
    try {
      out.push(JSON.parse(text));
    } catch {
      // The parser's own message quotes the input, which may hold fiscal data: not repeated here.
      if (!tolerant) fail(`array element ${count} is not valid JSON`, start);
      out.push(new UnreadableElement('not valid JSON'));
    }
    count += 1;
  }

  function toSlow() {
    fast = false;
    depth = 0;
    inString = false;
    if (++fastMisses >= FAST_MISSES) fastEnabled = false;
  }

  /** The fast path for the element in hand: where scanning goes on, or -1 to wait for text. */
  function fastElement(out: unknown[], text: string): number {
    const end = findElementEnd(text, start, fastFrom, fastTries);
    if (end.found) {
      const chars = end.next - start;
      out.push(chars > maxElementChars + 1 ? new OversizedElement(chars) : end.value);
      count += 1;
      fast = false;
      fastMisses = 0;
      state = end.separator === COMMA ? State.NextValue : State.Done;
      return end.next;
    }
    if (end.wait) {
      fastFrom = end.resumeAt;
      fastTries = end.tries;
      return -1;
    }
    toSlow();
    return start;
  }

  function scan(out: unknown[]) {
    const text = buffer;
    const length = text.length;
    let i = pos;
    while (i < length) {
      if (state === State.InValue && fast) {
        const next = fastElement(out, text);
        if (next === -1) {
          i = length;
          break;
        }
        i = next;
        continue;
      }
      if (state === State.InValue) {
        if (inString) {
          // Jump to the next quote; it closes the string unless an odd run of backslashes escapes it.
          const quote = text.indexOf('"', i);
          if (quote === -1) {
            i = length;
            break;
          }
          let slashes = 0;
          for (let k = quote - 1; k >= start && text.charCodeAt(k) === BACKSLASH; k--) slashes++;
          i = quote + 1;
          if (slashes % 2 === 0) inString = false;
          continue;
        }
        const c = text.charCodeAt(i);
        if (c === QUOTE) inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
        else if (c === CLOSE_BRACE || (c === CLOSE_BRACKET && depth > 0)) {
          depth--;
          if (depth < 0) {
            pos = i;
            fail('unbalanced closing brace');
          }
        } else if (depth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
          pos = i;
          if (oversized) {
            out.push(new OversizedElement(oversizedChars + i - start));
            count += 1;
            oversized = false;
          } else emit(out, i);
          state = c === COMMA ? State.NextValue : State.Done;
        }
        i++;
        continue;
      }
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      pos = i;
      switch (state) {
        case State.BeforeArray:
          if (c !== OPEN_BRACKET) fail('the body is not a JSON array');
          state = State.FirstValue;
          break;
        case State.FirstValue:
        case State.NextValue:
          if (c === CLOSE_BRACKET && state === State.FirstValue) {
            state = State.Done;
            break;
          }
          if (c === COMMA || c === CLOSE_BRACKET) fail('an array element is missing');
          state = State.InValue;
          start = i;
          depth = 0;
          fast = fastEnabled && c === OPEN_BRACE;
          fastFrom = i;
          fastTries = 0;
          // Re-read this character in the InValue branch (it may open a string or an object).
          continue;
        case State.Done:
          // Left in the buffer for rest(): compact() drops everything before it.
          if (trailing) return;
          fail('unexpected text after the end of the array');
          break;
        default:
          break;
      }
      i++;
    }
    pos = i;
  }

  /** Drops consumed text; true when the element in hand must be scanned again the slow way. */
  function compact(): boolean {
    const inValue = state === State.InValue;
    if (inValue && !oversized && buffer.length - start > maxElementChars) {
      if (fast) {
        // The fast path may be waiting with the element's end unknown: find it the slow way.
        toSlow();
        pos = start;
        return true;
      }
      // Scanned slowly and still open past the limit: too large. Its structure is still tracked
      // to find its end; its text is dropped as it goes.
      oversized = true;
      oversizedChars = 0;
    }
    // Drop what is behind us: everything before the current element (or all, between elements).
    // An oversized element keeps only a short tail (for a run of backslashes before a quote).
    const keepFrom = inValue ? (oversized ? Math.max(start, pos - 64) : start) : pos;
    if (keepFrom > 0) {
      buffer = buffer.slice(keepFrom);
      consumed += keepFrom;
      pos -= keepFrom;
      if (oversized && inValue) oversizedChars += Math.max(0, keepFrom - start);
      start = Math.max(0, start - keepFrom);
      fastFrom = Math.max(0, fastFrom - keepFrom);
    }
    return false;
  }

  return {
    push(chunk) {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        return fail('the body is not valid UTF-8', buffer.length);
      }
      buffer = buffer.length === 0 ? text : buffer + text;
      if (trailing && state === State.Done) return [];
      const out: unknown[] = [];
      scan(out);
      while (compact()) scan(out);
      return out;
    },
    end() {
      try {
        decoder.decode();
      } catch {
        fail('the body ends inside a UTF-8 character', buffer.length);
      }
      const out: unknown[] = [];
      if (state === State.InValue && fast) {
        // The fast path was waiting for a separator that will not come: read the rest the slow way.
        fastEnabled = false;
        fast = false;
        depth = 0;
        inString = false;
        pos = start;
        scan(out);
      }
      if (state === State.BeforeArray || state === State.Done) return out;
      // Tolerant: the cut element is one more unreadable element, after those read before it.
      if (!tolerant) fail('the array is truncated', buffer.length);
      state = State.Done;
      count += 1;
      out.push(new UnreadableElement('the array is truncated'));
      return out;
    },
    rest: () => (state === State.Done ? buffer.slice(pos) : ''),
  };
}

/** Yields the elements of a JSON array read from a byte stream, one by one. */
export async function* parseJsonArray(
  source: AsyncIterable<Uint8Array>,
  options?: JsonArrayParserOptions,
): AsyncGenerator<unknown> {
  const parser = createJsonArrayParser(options);
  for await (const chunk of source) yield* parser.push(chunk);
  yield* parser.end();
}
