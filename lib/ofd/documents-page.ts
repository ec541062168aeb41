import { byPeriodPageSchema, pagingSchema } from './documents-page.schema';
import { BadResponseError, NotFoundError } from './errors';
import { createJsonArrayParser, JsonArrayStreamError } from './json-array-stream';
import { INVALID_JSON, decodeJson } from './read-body';

// Reads one `documents/by-period` page (~1.4 MB for 1000 receipts) while it arrives, handing each
// document on as soon as it is parsed. Decoding a whole page of Cyrillic UTF-8 into one JS string
// and parsing it whole cost about as much as the rest of the dashboard's reading (1.6 s for a
// busy month's 147 pages, against 0.6 s this way), and holding a page's thousand parsed trees at
// once kept the garbage collector busy. The operator's pages are compact and begin with the
// documents (`{"documents":[…],"paging":{…}}`): the array goes through the splitter
// (json-array-stream.ts) 64 kB at a time, and what follows it is parsed as the rest of the object.
// A page of any other shape (pretty-printed, paging first) is read whole and then handed on.

export type PageCursor = string | number | null | undefined;

const HEAD = new TextEncoder().encode('{"documents":[');
const OK = { status: 200 };

const notJson = () => new BadResponseError('not-json', OK);

function cursorOf(value: unknown): PageCursor {
  const parsed = pagingSchema.safeParse(value);
  if (!parsed.success) throw new BadResponseError('shape', OK);
  return parsed.data.paging?.nextOffset;
}

/** The object after the array: `,"paging":{…}}` read as `{"paging":{…}}`, or `}` as `{}`. */
function restOf(text: string): Record<string, unknown> {
  const rest = text.trim();
  if (rest === '}') return {};
  if (!rest.startsWith(',')) throw notJson();
  let value: unknown;
  try {
    value = JSON.parse(`{${rest.slice(1)}`);
  } catch {
    throw notJson();
  }
  // A second documents array would replace the first under JSON's rules: not a page we can read.
  if (typeof value !== 'object' || value === null || 'documents' in value) {
    throw new BadResponseError('shape', OK);
  }
  return value as Record<string, unknown>;
}

function startsWithHead(bytes: Uint8Array): boolean {
  return HEAD.every((b, i) => bytes[i] === b);
}

/** A page of another shape: read whole, checked and handed on as ofdGet would. */
function readWhole(bytes: Buffer, take: (element: unknown) => void): PageCursor {
  const json = decodeJson(bytes);
  // "No data" as an empty body: for a page that is no page at all, as ofdGet answers it.
  if (json === undefined) throw new NotFoundError(OK);
  if (json === INVALID_JSON) throw notJson();
  const parsed = byPeriodPageSchema.safeParse(json);
  if (!parsed.success) throw new BadResponseError('shape', OK);
  parsed.data.documents.forEach(take);
  return parsed.data.paging?.nextOffset;
}

/**
 * Reads one page from its body, calling `take` with each document in order, and returns its
 * `nextOffset`. Throws BadResponseError when the body is not a page, NotFoundError when it is empty.
 */
export async function readDocumentsPage(
  body: AsyncIterable<Uint8Array>,
  take: (element: unknown) => void,
): Promise<PageCursor> {
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let parser: ReturnType<typeof createJsonArrayParser> | undefined;
  let whole = false; // another shape: read whole at the end
  try {
    for await (const chunk of body) {
      if (parser) {
        parser.push(chunk).forEach(take);
        continue;
      }
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (whole || headBytes < HEAD.length) continue;
      const start = Buffer.concat(head);
      whole = !startsWithHead(start);
      if (whole) continue;
      parser = createJsonArrayParser({ trailing: true });
      parser.push(start.subarray(HEAD.length - 1)).forEach(take);
    }
    if (!parser) return readWhole(Buffer.concat(head), take);
    parser.end().forEach(take);
  } catch (error) {
    if (error instanceof JsonArrayStreamError) throw notJson();
    throw error;
  }
  return cursorOf(restOf(parser.rest()));
}
