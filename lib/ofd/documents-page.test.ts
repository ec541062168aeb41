import { describe, expect, it } from 'vitest';
import { readDocumentsPage } from './documents-page';
import { BadResponseError, NotFoundError } from './errors';

// A page read while it arrives must give exactly the documents and cursor that parsing it whole
// gives, for every shape a page can take and however its bytes are cut, and must refuse what is
// not a page with the errors ofdGet gives for it.

const receipt = (fd: number, name: string) => ({
  receipt: { fiscalDocumentNumber: fd, items: [{ name, sum: 100 }], paging: [1] },
});
// Long enough to arrive in many chunks.
const many = Array.from({ length: 2000 }, (_, i) => receipt(i + 1, `Хлеб «Бородинский» №${i}`));

/** The body in chunks of `size` bytes (a cut may fall inside a character or the head). */
async function* chunks(text: string | Buffer, size: number) {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function read(text: string | Buffer, size = 7) {
  const documents: unknown[] = [];
  const cursor = await readDocumentsPage(chunks(text, size), (d) => documents.push(d));
  return { documents, cursor };
}

describe('readDocumentsPage', () => {
  it.each([
    ['a compact page with a cursor', { documents: many, paging: { nextOffset: 'T2Mb+/==' } }],
    ['the last page', { documents: [], paging: { nextOffset: 'abc' } }],
    ['a period with no documents', { documents: [], paging: {} }],
    ['a null cursor', { documents: [receipt(1, 'a')], paging: { nextOffset: null } }],
    [
      'a numeric cursor from an older operator',
      { documents: [{ receipt: {} }], paging: { nextOffset: 1000 } },
    ],
    ['extra fields after the paging', { documents: [1], paging: { nextOffset: 'a' }, total: 1 }],
    ['no paging at all', { documents: many.slice(0, 3) }],
    ['paging first', { paging: { nextOffset: 'x' }, documents: many.slice(0, 3) }],
    [
      '`],"paging":` inside a document',
      {
        documents: [{ receipt: { items: [], paging: { nextOffset: 'in' } } }],
        paging: { nextOffset: 'out' },
      },
    ],
  ])('%s: the same documents and cursor as the whole page', async (_, page) => {
    const whole = page as { documents: unknown[]; paging?: { nextOffset?: unknown } };
    const expected = { documents: whole.documents, cursor: whole.paging?.nextOffset };
    for (const size of [1, 5, 64 * 1024]) {
      expect(await read(JSON.stringify(page), size)).toEqual(expected);
    }
    expect(await read(JSON.stringify(page, null, 2))).toEqual(expected);
  });

  it.each([
    [
      'a cut-off page',
      JSON.stringify({ documents: many, paging: { nextOffset: 'a' } }).slice(0, -300),
    ],
    ['a page cut right after its documents', '{"documents":[{"receipt":{}}]'],
    ['a broken element', '{"documents":[{"receipt":{]}],"paging":{"nextOffset":"a"}}'],
    ['a broken tail', '{"documents":[{"receipt":{}}],"paging":{"nextOffset":}}'],
    ['HTML', '<html><body>Bad gateway</body></html>'],
  ])('%s is refused as not JSON', async (_, text) => {
    await expect(read(text)).rejects.toMatchObject({ kind: 'bad-response', reason: 'not-json' });
  });

  it('refuses invalid UTF-8 inside the documents', async () => {
    const page = Buffer.concat([
      Buffer.from('{"documents":[{"receipt":{"name":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}}],"paging":{"nextOffset":"a"}}'),
    ]);
    await expect(read(page)).rejects.toMatchObject({ reason: 'not-json' });
  });

  it.each([
    ['documents that are not an array', '{"documents":{},"paging":{}}'],
    ['a cursor that is an object', '{"documents":[],"paging":{"nextOffset":{}}}'],
    ['a second documents array after the paging', '{"documents":[1],"paging":{},"documents":[2]}'],
    ['an array instead of a page', '[{"receipt":{}}]'],
  ])('%s is refused as the wrong shape', async (_, text) => {
    const error = await read(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadResponseError);
    expect(error).toMatchObject({ reason: 'shape' });
  });

  it('an empty body is "no such resource", as ofdGet answers it', async () => {
    await expect(read('')).rejects.toBeInstanceOf(NotFoundError);
  });
});
