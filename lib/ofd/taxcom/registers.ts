import 'server-only';
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

const localDate = (value: string) => /^(\d{4}-\d{2}-\d{2})T/.exec(value)?.[1];
const localDateTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) ? value : undefined;

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
  const drives = [...new Set([...history, register.fnFactoryNumber].filter(Boolean))];
  // The current drive's registration opens the window only when it is the register's one drive:
  // an earlier drive's documents come before it (its date is read as a calendar date, since
  // whether Taxcom's times are UTC is unsure).
  const registered = drives.length === 1 ? localDate(register.fnRegDateTime) : undefined;
  const permissionFrom = registered ? `${registered}T00:00:00` : EARLIEST;
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
      ? { fiscalDrive: { fiscalDriverNumber: register.fnFactoryNumber } }
      : {}),
    fiscalDrives: drives.map((fiscalDriverNumber) => ({ fiscalDriverNumber })),
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
