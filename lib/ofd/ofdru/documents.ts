import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import { BadRequestError } from '../errors';
import { ofdRuGet, type OfdRuContext } from './calls';
import { receiptListSchema } from './ofdru.schema';
import { driveOf, numberOf, toEnvelope, wallClockOf } from './receipt';

// The receipts of one register over local days, as OFD.ru gives them (docs/operators-ofdru.md): `receipts-info` has no cursor, so the walk asks one calendar day at a time, as its
// public clients do, and keeps a receipt by the local time it states.

type Envelope = Record<string, Record<string, unknown>>;
export type RegisterKey = { inn: string; rnm: string; drive: string };

/** More days than one call of our protocol may span: the wire's own ceiling is a month. */
const MAX_DAYS = 62;

/** A signed receipt never changes: kept by register and number for the one-document call. */
const documentsCache = (ctx: OfdRuContext) =>
  processShared(
    `ofdru.documents.${ctx.connection.name}.${ctx.connection.baseUrl}`,
    () => new BoundedCache<string, Envelope>({ max: 20_000 }),
  );

const keyOf = (register: RegisterKey, fd: number) => `${register.rnm}/${register.drive}/${fd}`;

async function dayOf(ctx: OfdRuContext, register: RegisterKey, day: string) {
  const query: [string, string][] = [
    ['dateFrom', `${day}T00:00:00`],
    ['dateTo', `${day}T23:59:59`],
  ];
  const path = `kkt/${register.rnm}/receipts-info`;
  // A window refused with Status Failed is one OFD.ru cannot serve as asked.
  return ofdRuGet(ctx, register.inn, path, query, receiptListSchema, () => new BadRequestError());
}

/**
 * The receipts of the register whose local time falls in `[from, to]` (local date-times), in time
 * order and then by number; of one drive only when `drive` is given.
 */
export async function receiptsOf(
  ctx: OfdRuContext,
  register: RegisterKey,
  span: { from: string; to: string },
  drive?: string,
): Promise<Envelope[]> {
  const days: string[] = [];
  for (let day = span.from.slice(0, 10); day <= span.to.slice(0, 10); day = addDays(day, 1)) {
    days.push(day);
    if (days.length > MAX_DAYS) throw new BadRequestError();
  }
  const cache = documentsCache(ctx);
  const found: { at: string; fd: number; envelope: Envelope }[] = [];
  for (const day of days) {
    for (const receipt of await dayOf(ctx, register, day)) {
      const at = wallClockOf(receipt);
      const fd = numberOf(receipt);
      const envelope = toEnvelope(receipt, register);
      const own = driveOf(receipt, register.drive);
      if (!envelope || fd === undefined) continue;
      cache.set(keyOf({ ...register, drive: own }, fd), envelope);
      if (drive !== undefined && own !== drive) continue;
      if (at >= span.from && at <= span.to) found.push({ at, fd, envelope });
    }
  }
  found.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.fd - b.fd));
  return found.map((entry) => entry.envelope);
}

/**
 * One receipt by its number, if a day's list has read it. OFD.ru publishes no call for one
 * document by number alone: `locate.ts` finds the day to read when none has.
 */
export function receiptOf(
  ctx: OfdRuContext,
  register: RegisterKey,
  fd: number,
): Envelope | undefined {
  return documentsCache(ctx).get(keyOf(register, fd));
}
