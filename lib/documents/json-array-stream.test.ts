import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJsonArrayParser, JsonArrayStreamError, parseJsonArray } from './json-array-stream';

const encoder = new TextEncoder();

/** Feeds `bytes` cut at the given positions and collects every element. */
function parseSplit(bytes: Uint8Array, cuts: number[]): unknown[] {
  const parser = createJsonArrayParser();
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: unknown[] = [];
  let last = 0;
  for (const point of [...points, bytes.length]) {
    out.push(...parser.push(bytes.subarray(last, point)));
    last = point;
  }
  parser.end();
  return out;
}

// Characters that trip naive splitters: quotes, escapes, brackets, commas, multi-byte UTF-8.
const tricky = fc.string({
  unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', ':', ' ', 'a', 'я', '€', '😀', '\n'),
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

describe('createJsonArrayParser', () => {
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

  it('bounds the size of one element', () => {
    const parser = createJsonArrayParser({ maxElementChars: 10 });
    expect(() => parser.push(encoder.encode('["0123456789abc'))).toThrow(/size limit/);
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
