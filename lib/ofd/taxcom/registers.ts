import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { today } from '@/lib/dates/today';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import { taxcomGet, type TaxcomContext } from './calls';
import { allPages } from './pages';
import {
  accountSchema,
  driveRecordSchema,
  listSchema,
  outletSchema,
  registerRecordSchema,
  shiftRecordSchema,
  type TaxcomAccount,
  type TaxcomOutlet,
  type TaxcomRegister,
} from './taxcom.schema';

// Taxcom's agreements and registers as our wire's organization and register records
// (docs/operators.md, "2.2" to "2.5.2"). Both are kept a minute per connection: a page turn asks for
// the register again, and Taxcom answers it with three lists.

const TTL_MS = 60_000;
/** Taxcom has no permission window; before online registers there is nothing to read. */
const EARLIEST = '2017-02-01T00:00:00';
const LATEST = '2099-12-31T23:59:59';

type Caches = {
  accounts: BoundedCache<string, Promise<TaxcomAccount[]>>;
  registers: BoundedCache<string, Promise<Record<string, unknown>[]>>;
};

const cachesOf = (ctx: TaxcomContext): Caches =>
  processShared(`taxcom.records.${ctx.connection.name}.${ctx.connection.baseUrl}`, () => ({
    accounts: new BoundedCache({ max: 1, ttlMs: TTL_MS }),
    registers: new BoundedCache({ max: 50, ttlMs: TTL_MS }),
  }));

function kept<T>(cache: BoundedCache<string, Promise<T>>, key: string, load: () => Promise<T>) {
  const hit = cache.get(key);
  if (hit) return hit;
  const value = load();
  cache.set(key, value);
  // A failure is not kept: the next call asks again.
  value.catch(() => cache.delete(key));
  return value;
}

/**
 * 2.2 AccountList: the login's agreements, one organization each. Kept a minute for the calls that
 * need an agreement; the organizations list itself asks afresh (`fresh`), so that it says when the
 * operator is away.
 */
export function accountsOf(ctx: TaxcomContext, fresh = false): Promise<TaxcomAccount[]> {
  const { accounts } = cachesOf(ctx);
  if (fresh) accounts.delete('');
  return kept(accounts, '', async () => {
    const list = await taxcomGet(ctx, '', 'AccountList', [], listSchema(accountSchema));
    return list.records;
  });
}

/** Our organization record of an agreement; its id is namespaced by the caller. */
export function organizationOf(account: TaxcomAccount, id: string) {
  return {
    id,
    inn: account.inn,
    kpp: '',
    ogrn: '',
    shortName: account.companyName,
    fullName: account.companyName,
  };
}

const localDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) ? value : undefined;

/**
 * When a drive began (our `earliestDocumentTimestamp`, which the documents browser needs to offer its
 * days): the current drive's registration from 2.5.1; for an earlier one, whose dates 2.5.2 does
 * not publish, the first opening among its shifts (2.6.1). Whether shift times are UTC is unsure:
 * read either way, they fall on the drive's first day or the one before, never after it.
 */
async function driveStart(
  ctx: TaxcomContext,
  agreement: string,
  drive: string,
  register: TaxcomRegister,
): Promise<string | undefined> {
  if (drive === register.fnFactoryNumber && localDateTime(register.fnRegDateTime)) {
    return register.fnRegDateTime;
  }
  const shifts = await allPages(
    ctx,
    agreement,
    'ShiftList',
    [
      ['fn', drive],
      ['begin', EARLIEST],
      ['end', `${addDays(today(), 1)}T23:59:59`],
    ],
    shiftRecordSchema,
  );
  return shifts
    .map((shift) => localDateTime(shift.openDateTime))
    .filter((at): at is string => at !== undefined)
    .sort()[0];
}

async function recordOf(
  ctx: TaxcomContext,
  agreement: string,
  outlet: TaxcomOutlet,
  register: TaxcomRegister,
): Promise<Record<string, unknown>> {
  const history = await allPages(
    ctx,
    agreement,
    'FnHistory',
    [['kktRegNumber', register.kktRegNumber]],
    driveRecordSchema,
  );
  const numbers = [...new Set([...history, register.fnFactoryNumber].filter(Boolean))];
  const drives = await Promise.all(
    numbers.map(async (fiscalDriverNumber) => {
      const start = await driveStart(ctx, agreement, fiscalDriverNumber, register);
      return start
        ? { fiscalDriverNumber, earliestDocumentTimestamp: start }
        : { fiscalDriverNumber };
    }),
  );
  // Taxcom has no permission window: it opens on the day the first drive began, when known.
  const first = drives
    .map((d) => d.earliestDocumentTimestamp)
    .filter((at): at is string => at !== undefined)
    .sort()[0];
  const permissionFrom = first ? `${first.slice(0, 10)}T00:00:00` : EARLIEST;
  return {
    regNumber: register.kktRegNumber,
    serialNumber: register.kktFactoryNumber,
    name: register.name,
    modelName: register.kktModelName,
    kpp: '',
    salesPointName: outlet.name,
    address: outlet.address,
    addresses: outlet.address ? [{ address: outlet.address, startDate: permissionFrom }] : [],
    ...(register.fnFactoryNumber
      ? { fiscalDrive: drives.find((d) => d.fiscalDriverNumber === register.fnFactoryNumber) }
      : {}),
    fiscalDrives: drives,
    permissionFrom,
    permissionTo: LATEST,
    ...(localDateTime(register.lastDocumentDateTime)
      ? { lastDocumentTimestamp: register.lastDocumentDateTime }
      : {}),
  };
}

/** Every register of an agreement: 2.4.1 outlets → 2.5.1 registers → 2.5.2 drives. */
export function registersOf(
  ctx: TaxcomContext,
  agreement: string,
): Promise<Record<string, unknown>[]> {
  return kept(cachesOf(ctx).registers, agreement, async () => {
    const outlets = await allPages(ctx, agreement, 'OutletList', [], outletSchema);
    const out: Record<string, unknown>[] = [];
    for (const outlet of outlets) {
      const query: [string, string][] = [['id', outlet.id]];
      const listed = await allPages(ctx, agreement, 'KKTList', query, registerRecordSchema);
      out.push(...(await Promise.all(listed.map((r) => recordOf(ctx, agreement, outlet, r)))));
    }
    return out;
  });
}
