import { decodeCursor, encodeCursor } from '../cursor';
import { ERRORS, fail } from '../errors';
import {
  optional,
  parseDateTimePeriod,
  parseOrganizationId,
  parseRegNumber,
  parseTypes,
} from '../params';
import { envelopeChunks } from '../json-stream';
import { BASE_HEADERS } from '../respond';
import type { StoredDocument } from '../store/types';
import { registerRange } from './register-range';
import { param, type Route } from './context';

// The paged successor of `tickets`, paging as the operator publishes it (docs/operator-api.md
// "Paging"): `offset` is an opaque cursor naming the last document of the previous page, absent
// on the first page; the end is the empty page whose `nextOffset` is the `offset` sent. A page is
// the period's documents in the order the service received them, after the cursor's document: so
// the last cursor, sent again later, gives exactly the documents that arrived since, even one
// whose dateTime is earlier than the cursor's. One keyset read per page (Store.documentsByArrival).

export const MAX_LIMIT = 1000;

/** 1..1000, default 1000; a larger positive value is 1000, anything else is invalid. */
function parseLimit(text: string | undefined): number {
  if (text === undefined) return MAX_LIMIT;
  if (!/^\d+$/.test(text) || /^0+$/.test(text)) fail(ERRORS.requestInvalid('limit'));
  return text.length > 4 ? MAX_LIMIT : Math.min(Number(text), MAX_LIMIT);
}

function page(documents: StoredDocument[], nextOffset: string | undefined): Response {
  const paging = nextOffset === undefined ? '{}' : `{"nextOffset":${JSON.stringify(nextOffset)}}`;
  // Written as bytes envelope by envelope, not as one large string (lib/service/json-stream.ts).
  const chunks = envelopeChunks('{"documents":[', documents, `],"paging":${paging}}`);
  return new Response(new Blob(chunks), { headers: BASE_HEADERS });
}

// GET /v2/organizations/<id>/cashboxes/<kktRegId>/documents/by-period?dateFrom&dateTo&types&offset&limit
export const documentsByPeriod: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const query = ctx.url.searchParams;
  const period = parseDateTimePeriod(query);
  const types = parseTypes(query);
  const offset = optional(query, 'offset');
  const limit = parseLimit(optional(query, 'limit'));
  // Only cursors of this register are accepted: another register's, a number or a cut one is 400.
  const cursor = offset === undefined ? null : decodeCursor(offset);
  if (offset !== undefined && cursor?.regNumber !== regNumber)
    fail(ERRORS.requestInvalid('offset'));

  const range = await registerRange(ctx, id, regNumber, period);
  let afterSeq = 0;
  if (cursor) {
    const at =
      (await ctx.store.documentTimeAt(regNumber, cursor.seq)) ??
      fail(ERRORS.requestInvalid('offset'));
    // Judged by the cursor document's own time: after the period, nothing more; before it, the
    // period from its start; inside it, what arrived after that document.
    if (at > range.to) return page([], offset);
    if (at >= range.from) afterSeq = cursor.seq;
  }
  const documents = await ctx.store.documentsByArrival({
    regNumber,
    ...range,
    types,
    afterSeq,
    limit,
  });
  const last = documents.at(-1);
  return page(documents, last ? encodeCursor({ regNumber, seq: last.seq }) : offset);
};
