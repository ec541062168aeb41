import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';
import { ERRORS, fail } from '../errors';
import { envelopeArrayStream } from '../json-stream';
import {
  parseDay,
  parseDocumentId,
  parseOrganizationId,
  parseRegNumber,
  parseTypes,
} from '../params';
import { BASE_HEADERS, jsonText } from '../respond';
import { envelopeText } from '../shapes';
import type { ArrivalQuery, Store } from '../store/types';
import { isInside } from '../window';
import { grantedRegister, grantedOrganization, permissionWindow } from './access';
import { param, type Route } from './context';
import { registerRange } from './register-range';

// The two other published document operations of v2 (docs/operator-api.md §1): one calendar day
// of a register, unpaged, and one document by its GUID.

const BATCH = 1000;

// The day read in keyset pages of the paging order, one page in memory at a time, so that a busy
// day streams like `tickets` does (json-stream.ts).
async function* dayBatches(store: Store, query: Omit<ArrivalQuery, 'afterSeq' | 'limit'>) {
  let afterSeq = 0;
  for (;;) {
    const batch = await store.documentsByArrival({ ...query, afterSeq, limit: BATCH });
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
    afterSeq = batch.at(-1)!.seq;
  }
}

// GET /v2/organizations/<id>/cashboxes/<kktRegId>/documents?date=<day>&types=
// The day's documents within the permission window, as one JSON array in arrival order.
export const documentsOfDay: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const day = parseDay(ctx.url.searchParams);
  const types = parseTypes(ctx.url.searchParams);
  const period = { from: startOfDay(day), to: endOfDay(day) };
  const range = await registerRange(ctx, id, regNumber, period);
  const batches = dayBatches(ctx.store, { regNumber, ...range, types });
  return new Response(envelopeArrayStream(batches), { status: 200, headers: BASE_HEADERS });
};

// GET /v2/organizations/<id>/cashboxes/<kktRegId>/documents/<GUID>
// Outside the permission window a document is not found, like the lists that never show it.
export const documentById: Route = async (ctx) => {
  const id = parseOrganizationId(ctx);
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const documentId = parseDocumentId(param(ctx, 'documentId'));
  const organization = await grantedOrganization(ctx.store, ctx.who, id);
  const { cashbox } = await grantedRegister(ctx.store, ctx.who, [organization], regNumber);
  const doc = await ctx.store.findDocumentById(regNumber, documentId);
  if (!doc || !isInside(doc.dateTime, permissionWindow(cashbox))) fail(ERRORS.documentNotFound());
  return jsonText(envelopeText(doc));
};
