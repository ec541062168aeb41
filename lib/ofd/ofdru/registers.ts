import 'server-only';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import { ForbiddenError } from '../errors';
import { ofdRuGet, type OfdRuContext } from './calls';
import { kktListSchema, type OfdRuKkt } from './ofdru.schema';

// OFD.ru's registers of one INN as our wire's register records (docs/operators-ofdru.md),
// kept a minute per INN: a page turn asks for the register again. OFD.ru lists one drive a
// register, the current one; the earlier ones are not published.

const TTL_MS = 60_000;
/** Before online registers there is nothing to read. */
const EARLIEST = '2017-02-01T00:00:00';
const LATEST = '2099-12-31T23:59:59';
const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})/;

const cacheOf = (ctx: OfdRuContext) =>
  processShared(
    `ofdru.registers.${ctx.connection.name}.${ctx.connection.baseUrl}`,
    () => new BoundedCache<string, Promise<OfdRuKkt[]>>({ max: 50, ttlMs: TTL_MS }),
  );

const localDateTime = (value: string) => LOCAL.exec(value)?.[1];

/** The registers OFD.ru lists for `inn`; `fresh` asks again rather than use the minute's copy. */
export function kktsOf(ctx: OfdRuContext, inn: string, fresh = false): Promise<OfdRuKkt[]> {
  const cache = cacheOf(ctx);
  if (fresh) cache.delete(inn);
  const hit = cache.get(inn);
  if (hit) return hit;
  // An INN the log-in may not read is refused with Status Failed: a permission, not a fault.
  const value = ofdRuGet(ctx, inn, 'kkts', [], kktListSchema, () => new ForbiddenError());
  cache.set(inn, value);
  // A failure is not kept: the next call asks again.
  value.catch(() => cache.delete(inn));
  return value;
}

/** Our organization record of a configured INN; its id is namespaced by the caller. */
export function organizationOf(inn: string, id: string) {
  // OFD.ru's registers list names no organization: the INN is all that is known of it.
  const name = `ИНН ${inn}`;
  return { id, inn, kpp: '', ogrn: '', shortName: name, fullName: name };
}

/** Our register record of one OFD.ru register. */
export function registerOf(kkt: OfdRuKkt): Record<string, unknown> {
  const first = localDateTime(kkt.FirstDocumentDate);
  const drive = kkt.FnNumber
    ? { fiscalDriverNumber: kkt.FnNumber, ...(first ? { earliestDocumentTimestamp: first } : {}) }
    : undefined;
  const permissionFrom = first ? `${first.slice(0, 10)}T00:00:00` : EARLIEST;
  const last = localDateTime(kkt.LastDocOnKktDateTime);
  return {
    regNumber: kkt.KktRegId,
    serialNumber: kkt.SerialNumber,
    name: kkt.FiscalPlace,
    modelName: kkt.KktModel,
    kpp: '',
    salesPointName: kkt.FiscalPlace,
    address: kkt.FiscalAddress,
    addresses: kkt.FiscalAddress ? [{ address: kkt.FiscalAddress, startDate: permissionFrom }] : [],
    ...(drive ? { fiscalDrive: drive } : {}),
    fiscalDrives: drive ? [drive] : [],
    permissionFrom,
    permissionTo: LATEST,
    ...(last ? { lastDocumentTimestamp: last } : {}),
  };
}
