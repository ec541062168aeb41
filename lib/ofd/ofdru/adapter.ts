import 'server-only';
import { BadRequestError, NotFoundError } from '../errors';
import { namespacedId, rememberInn } from '../connections';
import type { OperatorCall } from '../local-copy';
import type { OfdRuContext } from './calls';
import { findReceipt, receiptsOf, type RegisterKey } from './documents';
import type { OfdRuKkt } from './ofdru.schema';
import { kktsOf, organizationOf, registerOf } from './registers';

// OFD.ru behind our protocol (docs/operators-ofdru.md): a call of our protocol, as the wire's
// client makes it (path template, parameters with the organization's own id, query), answered
// with what our operator would send, read from OFD.ru. Refusals are thrown as the wire's typed
// errors. The organization's own id is its INN.

const ORGS = '/v2/organizations';
const ORG = `${ORGS}/{orgId}`;
const REGISTERS = `${ORG}/cashboxes`;
const REGISTER = `${REGISTERS}/{rnm}`;
const BY_PERIOD = `${REGISTER}/documents/by-period`;
const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';
const TICKET = `${TICKETS}/{fd}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

function configured(ctx: OfdRuContext, inn: string | undefined): string {
  if (!inn || !ctx.connection.inns.includes(inn)) throw new NotFoundError();
  return inn;
}

async function organizations(ctx: OfdRuContext) {
  const { name, inns } = ctx.connection;
  // Each INN is asked for afresh, so that the list says when OFD.ru is away or refuses one.
  await Promise.all(inns.map((inn) => kktsOf(ctx, inn, true)));
  return inns.map((inn) => {
    rememberInn(name, inn);
    return organizationOf(inn, namespacedId(name, inn));
  });
}

async function registerBy(ctx: OfdRuContext, inn: string, rnm: string | undefined) {
  const kkt = (await kktsOf(ctx, inn)).find((k) => k.KktRegId === rnm);
  if (!kkt) throw new NotFoundError();
  return kkt;
}

/** The register of a `tickets` call, its drive checked: OFD.ru names only the current one. */
async function ticketsRegister(
  ctx: OfdRuContext,
  call: OperatorCall,
): Promise<{ register: RegisterKey; kkt: OfdRuKkt }> {
  const { inn, rnm, drive } = call.params;
  const kkt = await registerBy(ctx, configured(ctx, inn), rnm);
  if (!drive || kkt.FnNumber !== drive) throw new NotFoundError();
  return { register: { inn: inn!, rnm: rnm!, drive }, kkt };
}

/** `documents/by-period`: the register's receipts in time order, `limit` a page. */
async function byPeriod(
  ctx: OfdRuContext,
  inn: string,
  rnm: string | undefined,
  call: OperatorCall,
) {
  const { dateFrom, dateTo } = call.query;
  if (!dateFrom || !dateTo || !DATE_TIME.test(dateFrom) || !DATE_TIME.test(dateTo)) {
    throw new BadRequestError();
  }
  const limit = Math.min(1000, Math.max(1, Number(call.query.limit ?? 1000) || 1000));
  const start = call.query.offset === undefined ? 0 : Number(call.query.offset);
  if (!Number.isSafeInteger(start) || start < 0) throw new BadRequestError();
  const kkt = await registerBy(ctx, inn, rnm);
  const register = { inn, rnm: kkt.KktRegId, drive: kkt.FnNumber };
  const all = await receiptsOf(ctx, register, { from: dateFrom, to: dateTo });
  // The cursor is ours to make: how many documents the pages before it held.
  const more = start + limit < all.length;
  return {
    documents: all.slice(start, start + limit),
    paging: more ? { nextOffset: String(start + limit) } : {},
  };
}

async function tickets(ctx: OfdRuContext, call: OperatorCall) {
  const { dateFrom, dateTo } = call.query;
  if (!dateFrom || !dateTo || !DAY.test(dateFrom) || !DAY.test(dateTo) || dateFrom > dateTo) {
    throw new BadRequestError();
  }
  const { register } = await ticketsRegister(ctx, call);
  const span = { from: `${dateFrom}T00:00:00`, to: `${dateTo}T23:59:59` };
  return receiptsOf(ctx, register, span, register.drive);
}

async function ticket(ctx: OfdRuContext, call: OperatorCall) {
  const { register, kkt } = await ticketsRegister(ctx, call);
  const found = await findReceipt(ctx, register, kkt, Number(call.params.fd));
  if (!found) throw new NotFoundError();
  return found;
}

/** Our protocol's answer to `call` (its parameters carrying the organization's own id). */
export async function answerOfdRu(ctx: OfdRuContext, call: OperatorCall): Promise<unknown> {
  const { orgId, rnm } = call.params;
  switch (call.path) {
    case ORGS:
      return organizations(ctx);
    case ORG: {
      const inn = configured(ctx, orgId);
      await kktsOf(ctx, inn);
      return organizationOf(inn, namespacedId(ctx.connection.name, inn));
    }
    case REGISTERS:
      return (await kktsOf(ctx, configured(ctx, orgId))).map(registerOf);
    case REGISTER:
      return registerOf(await registerBy(ctx, configured(ctx, orgId), rnm));
    case BY_PERIOD:
      return byPeriod(ctx, configured(ctx, orgId), rnm, call);
    case TICKETS:
      return tickets(ctx, call);
    case TICKET:
      return ticket(ctx, call);
    default:
      // Statistics and anything else OFD.ru has no answer for here: the 404 of an operator
      // without statistics, whose status is what tells the overview to sum documents itself
      // (docs/statistics.md, lib/overview/server/load-overview.ts).
      throw new NotFoundError({ status: 404 });
  }
}
