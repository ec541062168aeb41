import 'server-only';
import { registerTimeZone } from '@/lib/dates/wall-clock';
import { answerByPath, byPeriodPage, pageOf, ticketsSpan } from '../adapter-protocol';
import { NotFoundError } from '../errors';
import { namespacedId, rememberInn } from '../connections';
import type { OperatorCall } from '../local-copy';
import type { TaxcomContext } from './calls';
import { documentOf, documentsOfDrive, wallClockOf } from './documents';
import { accountsOf, organizationOf, registersOf } from './registers';

// Taxcom behind our protocol (docs/operators.md): a call of our protocol, as the wire's client
// makes it (path template, parameters with the organization's own id, query), answered with what
// our operator would send, read from Taxcom. Refusals are thrown as the wire's typed errors.

type TaxcomAnswerOptions = TaxcomContext & { defaultTimeZone: string };

async function accountBy(ctx: TaxcomContext, inn: string) {
  const account = (await accountsOf(ctx)).find((a) => a.inn === inn);
  if (!account) throw new NotFoundError();
  return account;
}

async function organizations(ctx: TaxcomContext, fresh: boolean) {
  const name = ctx.connection.name;
  return (await accountsOf(ctx, fresh)).map((account) => {
    rememberInn(name, account.inn);
    return organizationOf(account, namespacedId(name, account.inn));
  });
}

async function registerBy(ctx: TaxcomContext, agreement: string, rnm: string) {
  const found = (await registersOf(ctx, agreement)).find((r) => r.regNumber === rnm);
  if (!found) throw new NotFoundError();
  return found;
}

const drivesOf = (register: Record<string, unknown>) =>
  (register.fiscalDrives as { fiscalDriverNumber: string }[]).map((d) => d.fiscalDriverNumber);

function zoneOf(register: Record<string, unknown>, options: TaxcomAnswerOptions) {
  return registerTimeZone(String(register.address ?? ''), options.defaultTimeZone);
}

/** `documents/by-period`: every drive of the register, in time order, `limit` a page. */
async function byPeriod(
  options: TaxcomAnswerOptions,
  agreement: string,
  rnm: string,
  query: Record<string, string>,
) {
  const { span, page } = byPeriodPage(query);
  const register = await registerBy(options, agreement, rnm);
  const zone = zoneOf(register, options);
  const lists = await Promise.all(
    drivesOf(register).map((drive) => documentsOfDrive(options, agreement, drive, span, zone)),
  );
  const sorted = lists
    .flat()
    .map((envelope) => ({ envelope, at: wallClockOf(envelope, zone) ?? '' }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const envelopes = sorted.map((entry) => entry.envelope);
  return pageOf(envelopes, page);
}

async function tickets(options: TaxcomAnswerOptions, call: OperatorCall) {
  const { inn, rnm, drive } = call.params as Record<string, string>;
  const span = ticketsSpan(call.query);
  const { agreementNumber } = await accountBy(options, inn!);
  const register = await registerBy(options, agreementNumber, rnm!);
  if (!drivesOf(register).includes(drive!)) throw new NotFoundError();
  const zone = zoneOf(register, options);
  return documentsOfDrive(options, agreementNumber, drive!, span, zone);
}

async function ticket(options: TaxcomAnswerOptions, call: OperatorCall) {
  const { inn, rnm, drive, fd } = call.params as Record<string, string>;
  const { agreementNumber } = await accountBy(options, inn!);
  const register = await registerBy(options, agreementNumber, rnm!);
  if (!drivesOf(register).includes(drive!)) throw new NotFoundError();
  const envelope = await documentOf(options, agreementNumber, drive!, Number(fd));
  if (!envelope) throw new NotFoundError();
  return envelope;
}

/** Our protocol's answer to `call` (its parameters carrying the organization's own id). */
export async function answerTaxcom(
  options: TaxcomAnswerOptions,
  call: OperatorCall,
): Promise<unknown> {
  const { orgId, rnm } = call.params;
  const agreement = async () => (await accountBy(options, orgId!)).agreementNumber;
  return answerByPath(call, {
    organizations: () => organizations(options, true),
    organization: async () => {
      const found = (await organizations(options, false)).find(
        (org) => org.id === namespacedId(options.connection.name, orgId!),
      );
      if (!found) throw new NotFoundError();
      return found;
    },
    registers: async () => registersOf(options, await agreement()),
    register: async () => registerBy(options, await agreement(), rnm!),
    byPeriod: async () => byPeriod(options, await agreement(), rnm!, call.query),
    tickets: () => tickets(options, call),
    ticket: () => ticket(options, call),
  });
}
