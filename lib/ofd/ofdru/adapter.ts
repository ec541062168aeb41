import 'server-only';
import { answerByPath, byPeriodPage, pageOf, ticketsSpan } from '../adapter-protocol';
import { NotFoundError } from '../errors';
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
  const { span, page } = byPeriodPage(call.query);
  const kkt = await registerBy(ctx, inn, rnm);
  const register = { inn, rnm: kkt.KktRegId, drive: kkt.FnNumber };
  return pageOf(await receiptsOf(ctx, register, span), page);
}

async function tickets(ctx: OfdRuContext, call: OperatorCall) {
  const span = ticketsSpan(call.query);
  const { register } = await ticketsRegister(ctx, call);
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
  return answerByPath(call, {
    organizations: () => organizations(ctx),
    organization: async () => {
      const inn = configured(ctx, orgId);
      await kktsOf(ctx, inn);
      return organizationOf(inn, namespacedId(ctx.connection.name, inn));
    },
    registers: async () => (await kktsOf(ctx, configured(ctx, orgId))).map(registerOf),
    register: async () => registerOf(await registerBy(ctx, configured(ctx, orgId), rnm)),
    byPeriod: async () => byPeriod(ctx, configured(ctx, orgId), rnm, call),
    tickets: () => tickets(ctx, call),
    ticket: () => ticket(ctx, call),
  });
}
