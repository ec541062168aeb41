import 'server-only';
import { registerTimeZone } from '@/lib/dates/wall-clock';
import { BadRequestError, NotFoundError } from '../errors';
import { namespacedId, rememberInn } from '../connections';
import type { OperatorCall } from '../local-copy';
import type { TaxcomContext } from './calls';
import { documentOf, documentsOfDrive, wallClockOf } from './documents';
import { accountsOf, organizationOf, registersOf } from './registers';

// Taxcom behind our protocol (docs/operators.md): a call of our protocol, as the wire's client
// makes it (path template, parameters with the organization's own id, query), answered with what
// our operator would send, read from Taxcom. Refusals are thrown as the wire's typed errors.

const ORGS = '/v2/organizations';
const ORG = `${ORGS}/{orgId}`;
const REGISTERS = `${ORG}/cashboxes`;
const REGISTER = `${REGISTERS}/{rnm}`;
const BY_PERIOD = `${REGISTER}/documents/by-period`;
const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';
const TICKET = `${TICKETS}/{fd}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

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
  const { dateFrom, dateTo } = query;
  if (!dateFrom || !dateTo || !DATE_TIME.test(dateFrom) || !DATE_TIME.test(dateTo)) {
    throw new BadRequestError();
  }
  const limit = Math.min(1000, Math.max(1, Number(query.limit ?? 1000) || 1000));
  const start = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isSafeInteger(start) || start < 0) throw new BadRequestError();
  const register = await registerBy(options, agreement, rnm);
  const zone = zoneOf(register, options);
  const span = { from: dateFrom, to: dateTo };
  const lists = await Promise.all(
    drivesOf(register).map((drive) => documentsOfDrive(options, agreement, drive, span, zone)),
  );
  const sorted = lists
    .flat()
    .map((envelope) => ({ envelope, at: wallClockOf(envelope, zone) ?? '' }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const documents = sorted.slice(start, start + limit).map((entry) => entry.envelope);
  // The cursor is ours to make: how many documents the pages before it held.
  const more = start + limit < sorted.length;
  return { documents, paging: more ? { nextOffset: String(start + limit) } : {} };
}

async function tickets(options: TaxcomAnswerOptions, call: OperatorCall) {
  const { inn, rnm, drive } = call.params as Record<string, string>;
  const { dateFrom, dateTo } = call.query;
  if (!dateFrom || !dateTo || !DAY.test(dateFrom) || !DAY.test(dateTo) || dateFrom > dateTo) {
    throw new BadRequestError();
  }
  const { agreementNumber } = await accountBy(options, inn!);
  const register = await registerBy(options, agreementNumber, rnm!);
  if (!drivesOf(register).includes(drive!)) throw new NotFoundError();
  const span = { from: `${dateFrom}T00:00:00`, to: `${dateTo}T23:59:59` };
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
  switch (call.path) {
    case ORGS:
      return organizations(options, true);
    case ORG: {
      const found = (await organizations(options, false)).find(
        (org) => org.id === namespacedId(options.connection.name, orgId!),
      );
      if (!found) throw new NotFoundError();
      return found;
    }
    case REGISTERS:
      return registersOf(options, (await accountBy(options, orgId!)).agreementNumber);
    case REGISTER:
      return registerBy(options, (await accountBy(options, orgId!)).agreementNumber, rnm!);
    case BY_PERIOD:
      return byPeriod(
        options,
        (await accountBy(options, orgId!)).agreementNumber,
        rnm!,
        call.query,
      );
    case TICKETS:
      return tickets(options, call);
    case TICKET:
      return ticket(options, call);
    default:
      // Statistics and anything else Taxcom has no answer for: the 404 of an operator
      // without statistics, whose status is what tells the overview to sum documents itself
      // (docs/statistics.md, lib/overview/server/load-overview.ts).
      throw new NotFoundError({ status: 404 });
  }
}
