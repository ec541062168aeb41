import { ERRORS, fail } from '../errors';
import { envelopeArrayStream } from '../json-stream';
import {
  parseDatePeriod,
  parseDriveNumber,
  parseFdNumber,
  parseInn,
  parseRegNumber,
} from '../params';
import { BASE_HEADERS, jsonText } from '../respond';
import { envelopeText } from '../shapes';
import { clipToWindow, isInside } from '../window';
import { grantedRegister, installedDrive, permissionWindow } from './access';
import { param, type Route, type RouteContext } from './context';

// `tickets` is deprecated (spec 9). RFC 9745 wants the date as a structured-field date: `@<unix s>`.
// The operator never published the date; ours is fixed so that clients can rely on it.
export const TICKETS_DEPRECATED_AT = '2024-01-01T00:00:00Z';
const DEPRECATION = `@${Date.parse(TICKETS_DEPRECATED_AT) / 1000}`;

async function locate(ctx: RouteContext) {
  const inn = parseInn(param(ctx, 'inn'));
  const regNumber = parseRegNumber(param(ctx, 'kktRegId'));
  const driveNumber = parseDriveNumber(param(ctx, 'fsId'));
  return { inn, regNumber, driveNumber };
}

// GET /v1/integration/inns/<inn>/kkts/<kktRegId>/fss/<fsId>/tickets?dateFrom&dateTo
// The documents of one register and drive in the period, clipped to the permission window,
// streamed as one JSON array ordered by dateTime, then FD number.
export const listTickets: Route = async (ctx) => {
  const { inn, regNumber, driveNumber } = await locate(ctx);
  const period = parseDatePeriod(ctx.url.searchParams);
  const organizations = await ctx.store.findOrganizationsByInn(ctx.who, inn);
  const { organization, cashbox } = await grantedRegister(
    ctx.store,
    ctx.who,
    organizations,
    regNumber,
  );
  const range =
    clipToWindow(period, permissionWindow(cashbox)) ?? fail(ERRORS.documentsForbidden());
  await installedDrive(ctx.store, regNumber, driveNumber);

  const successor = new URL(
    `/v2/organizations/${organization.id}/cashboxes/${regNumber}/documents/by-period`,
    ctx.url,
  );
  successor.search = new URLSearchParams({ dateFrom: range.from, dateTo: range.to }).toString();
  const headers = {
    ...BASE_HEADERS,
    Deprecation: DEPRECATION,
    Link: `<${successor.pathname}${successor.search}>; rel="successor-version"`,
  };
  const batches = ctx.store.documentBatches({
    regNumber,
    fiscalDriveNumber: driveNumber,
    ...range,
  });
  return new Response(envelopeArrayStream(batches), { status: 200, headers });
};

// GET /v1/integration/inns/<inn>/kkts/<kktRegId>/fss/<fsId>/tickets/<FD number>
// One document by its fiscal document number (not the GUID). A document outside the permission
// window is answered as not found, like the list that never shows it.
export const getTicket: Route = async (ctx) => {
  const { inn, regNumber, driveNumber } = await locate(ctx);
  const fdNumber = parseFdNumber(param(ctx, 'fdNumber'));
  const organizations = await ctx.store.findOrganizationsByInn(ctx.who, inn);
  const { cashbox } = await grantedRegister(ctx.store, ctx.who, organizations, regNumber);
  await installedDrive(ctx.store, regNumber, driveNumber);
  const doc = await ctx.store.findDocument(regNumber, driveNumber, fdNumber);
  if (!doc || !isInside(doc.dateTime, permissionWindow(cashbox))) fail(ERRORS.documentNotFound());
  return jsonText(envelopeText(doc));
};
