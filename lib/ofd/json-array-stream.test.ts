import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createJsonArrayParser,
  JsonArrayStreamError,
  OversizedElement,
  UnreadableElement,
  parseJsonArray,
} from './json-array-stream';

const encoder = new TextEncoder();

/** Feeds `bytes` cut at the given positions and collects every element. */
function parseSplit(
  bytes: Uint8Array,
  cuts: number[],
  parser = createJsonArrayParser(),
): unknown[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: unknown[] = [];
  let last = 0;
  for (const point of [...points, bytes.length]) {
    out.push(...parser.push(bytes.subarray(last, point)));
    last = point;
  }
  out.push(...parser.end());
  return out;
}

// Characters that trip naive splitters: quotes, escapes, brackets, commas, multi-byte UTF-8, and
// the very text the fast path looks for (`}},` and `}}]`) inside strings.
const tricky = fc.string({
  unit: fc.constantFrom(
    '"',
    '\\',
    '[',
    ']',
    '{',
    '}',
    ',',
    ':',
    ' ',
    'a',
    'я',
    '€',
    '😀',
    '\n',
    '}},{"',
    '}}]',
  ),
});
const jsonish = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    tricky,
    fc.string({ unit: 'binary' }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(tricky, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Envelopes as the operator sends them: `{"type":{…}}`, with nested items and tricky texts. */
const envelope = fc.record({
  type: fc.constantFrom('receipt', 'closeShift'),
  body: fc.record({
    name: tricky,
    items: fc.array(fc.record({ n: tricky, v: fc.integer(), o: fc.dictionary(tricky, tricky) }), {
      maxLength: 3,
    }),
    tail: fc.dictionary(tricky, fc.oneof(tricky, fc.constant({}))),
  }),
});

describe('createJsonArrayParser', () => {
  it('reads arrays of envelopes like JSON.parse, whatever their strings hold (property)', () => {
    fc.assert(
      fc.property(
        fc.array(envelope, { maxLength: 15 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (envelopes, cuts) => {
          const text = JSON.stringify(envelopes.map((e) => ({ [e.type]: e.body })));
          expect(parseSplit(encoder.encode(text), cuts)).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads long runs of elements the fast path cannot take (single closing braces)', () => {
    const array = Array.from({ length: 300 }, (_, i) => ({ n: i, s: `}},{"${i}` }));
    const text = JSON.stringify(array);
    expect(parseSplit(encoder.encode(text), [100, 5000, 9000])).toEqual(array);
  });

  it('gives the same elements as JSON.parse for any split of the bytes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(jsonish, { maxLength: 12 }),
        fc.constantFrom(undefined, 1, 2, '\t'),
        fc.array(fc.nat(), { maxLength: 30 }),
        (array, indent, cuts) => {
          const text = JSON.stringify(array, null, indent);
          const bytes = encoder.encode(text);
          expect(parseSplit(bytes, cuts)).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads one byte at a time, through escapes and split UTF-8', () => {
    const text = ' [ {"a":"x\\"]}\\\\","b":[1,{"c":"😀я"}]} , "\\\\" ,-1.5e3,null ]\r\n';
    const bytes = encoder.encode(text);
    const cuts = Array.from({ length: bytes.length }, (_, i) => i);
    expect(parseSplit(bytes, cuts)).toEqual(JSON.parse(text));
  });

  it('treats an empty body as an empty array, and reads []', () => {
    expect(parseSplit(new Uint8Array(0), [])).toEqual([]);
    expect(parseSplit(encoder.encode('  \n'), [])).toEqual([]);
    expect(parseSplit(encoder.encode('[]'), [1])).toEqual([]);
    expect(parseSplit(encoder.encode(' [ \n ] '), [2])).toEqual([]);
  });

  it('refuses any truncation of a non-empty array (property)', () => {
    fc.assert(
      fc.property(fc.array(jsonish, { minLength: 1, maxLength: 6 }), fc.nat(), (array, cut) => {
        const bytes = encoder.encode(JSON.stringify(array));
        const length = 1 + (cut % (bytes.length - 1));
        expect(() => parseSplit(bytes.subarray(0, length), [])).toThrow(JsonArrayStreamError);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['an object', '{"receipt":{}}', /not a JSON array/],
    ['HTML', '<html>busy</html>', /not a JSON array/],
    ['a trailing comma', '[1,]', /element is missing/],
    ['a leading comma', '[,1]', /element is missing/],
    ['two values without a comma', '[1 2]', /element 0 is not valid JSON/],
    ['text after the array', '[1] x', /after the end/],
    ['mismatched brackets', '[{]]', /element 0 is not valid JSON/],
    ['a stray closing brace', '[1}]', /unbalanced/],
    ['an unterminated string', '["abc', /truncated/],
  ])('throws a clear error on %s', (_, text, message) => {
    expect(() => parseSplit(encoder.encode(text), [3])).toThrow(message);
  });

  it('refuses invalid UTF-8 and reports where', () => {
    const bytes = new Uint8Array([0x5b, 0x22, 0xff, 0x22, 0x5d]);
    expect(() => parseSplit(bytes, [])).toThrow(/not valid UTF-8/);
  });

  it('skips an element over the size limit without failing the others', () => {
    const big = `{"receipt":{"name":"${'x'.repeat(200)}","n":"a\\\\"}}`;
    const text = `[{"a":1},${big},{"b":[2,"]"]},"${'y'.repeat(50)}",3]`;
    for (const splits of [[], [5], [12, 40, 41, 90, 150, 230]]) {
      const parser = createJsonArrayParser({ maxElementChars: 30 });
      const out = parseSplit(encoder.encode(text), splits, parser);
      expect(out.map((e) => (e instanceof OversizedElement ? 'big' : e))).toEqual([
        { a: 1 },
        'big',
        { b: [2, ']'] },
        'big',
        3,
      ]);
      expect(out[1] instanceof OversizedElement && out[1].chars).toBeGreaterThanOrEqual(big.length);
    }
  });

  it('still fails a body that is broken inside an oversized element', () => {
    const parser = createJsonArrayParser({ maxElementChars: 10 });
    expect(() => {
      parser.push(encoder.encode(`[{"a":"${'z'.repeat(40)}"}}]`));
      parser.end();
    }).toThrow(JsonArrayStreamError);
  });

  it('never quotes the input in its errors', () => {
    const error = (() => {
      try {
        parseSplit(encoder.encode('[{"secret":"ИНН 7707083893" oops}]'), []);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(JsonArrayStreamError);
    expect(error?.message).not.toContain('7707083893');
  });
});

describe('parseJsonArray', () => {
  it('yields elements from an async stream of chunks', async () => {
    async function* chunks() {
      yield encoder.encode('[{"a":1},');
      yield encoder.encode('{"b":"');
      yield encoder.encode('2"}]');
    }
    const out: unknown[] = [];
    for await (const element of parseJsonArray(chunks())) out.push(element);
    expect(out).toEqual([{ a: 1 }, { b: '2' }]);
  });
});

describe('tolerant mode (import)', () => {
  /** Feeds `text` in chunks of `size` bytes to a tolerant parser with a small element limit. */
  function tolerant(text: string, size: number, maxElementChars = 200) {
    const parser = createJsonArrayParser({ tolerant: true, maxElementChars });
    const bytes = encoder.encode(text);
    const out: unknown[] = [];
    for (let i = 0; i < bytes.length; i += size)
      out.push(...parser.push(bytes.subarray(i, i + size)));
    out.push(...parser.end());
    return out.map((e) =>
      e instanceof UnreadableElement
        ? `unreadable: ${e.reason}`
        : e instanceof OversizedElement
          ? 'oversized'
          : e,
    );
  }

  it('reports an invalid element in its place and reads on', () => {
    expect(tolerant(`[{"a":1},{'b':2},{"c":3}]`, 5)).toEqual([
      { a: 1 },
      'unreadable: not valid JSON',
      { c: 3 },
    ]);
  });

  it('skips an over-long element whatever its strings hold, without losing the next one', () => {
    // Escaped quotes, runs of backslashes and brackets inside strings, cut at every chunk size.
    fc.assert(
      fc.property(tricky, fc.integer({ min: 1, max: 64 }), (s, size) => {
        const long = { s: s.repeat(20) + 'x'.repeat(300), nested: [{ t: s }] };
        const text = JSON.stringify([{ a: 1 }, long, { t: s }]);
        expect(tolerant(text, size)).toEqual([{ a: 1 }, 'oversized', { t: s }]);
      }),
      { numRuns: 200 },
    );
  });

  it('reports a cut-off last element after the ones before it', () => {
    expect(tolerant('[{"a":1},{"b":2},{"c":', 4)).toEqual([
      { a: 1 },
      { b: 2 },
      'unreadable: the array is truncated',
    ]);
  });
});
