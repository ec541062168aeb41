import { isDocumentType } from '@/lib/ofd/document-types';
import { ERRORS, fail } from '../errors';
import { optional, parseDateTimePeriod, parseOrganizationId, parseRegNumber } from '../params';
import { jsonText } from '../respond';
import { envelopeText } from '../shapes';
import { clipToWindow } from '../window';
import { grantedCashbox, grantedOrganization, permissionWindow } from './access';
import { param, type Route } from './context';

// The paged successor of `tickets` (docs/operator-api.md §1). Offsets count every document of the
// register in the period; `types` filters within the page, so a filtered page may be short (as the
// operator documents). `nextOffset` is present only while more may follow.

export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

function integer(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^-?\d{1,9}$/.test(text)) fail(ERRORS.requestInvalid(name));
  return Number(text);
}

// GET /v2/organizations/<id>/cashboxes/<kktRegId>/documents/by-period?dateFrom&dateTo&types&offset&limit
export const documentsByPeriod: Route = async (ctx) => {
  const id = parseOrganizationId(param(ctx, 'organizationId'));
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const query = ctx.url.searchParams;
  const period = parseDateTimePeriod(query);
  const typesText = optional(query, 'types');
  const types = typesText?.split(',').map((t) => t.trim());
  if (types && !types.every(isDocumentType)) fail(ERRORS.requestInvalid('types'));
  const offset = integer(optional(query, 'offset'), 'offset', 0);
  if (offset < 0) fail(ERRORS.requestInvalid('offset'));
  const limit = Math.min(integer(optional(query, 'limit'), 'limit', DEFAULT_LIMIT), MAX_LIMIT);
  if (limit <= 0) fail(ERRORS.requestInvalid('limit'));

  const organization = await grantedOrganization(ctx.store, ctx.who, id);
  const { cashbox } = await grantedCashbox(ctx.store, ctx.who, [organization], regNumber);
  const range =
    clipToWindow(period, permissionWindow(cashbox)) ?? fail(ERRORS.documentsForbidden());

  const page = await ctx.store.documentsPage(regNumber, range.from, range.to, offset, limit);
  const shown = types ? page.filter((d) => types.includes(d.type)) : page;
  const paging = page.length === limit ? `{"nextOffset":${offset + page.length}}` : '{}';
  return jsonText(`{"documents":[${shown.map(envelopeText).join(',')}],"paging":${paging}}`);
};
