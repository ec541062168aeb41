import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import { today } from '@/lib/dates/today';
import { BadRequestError } from '../errors';
import { ofdRuGet, type OfdRuContext } from './calls';
import {
  receiptListSchema,
  zReportListSchema,
  type OfdRuKkt,
  type OfdRuShiftReport,
} from './ofdru.schema';
import { driveOf, numberOf, toEnvelope, wallClockOf } from './receipt';

// The receipts of one register over local days, as OFD.ru gives them (docs/operators-ofdru.md):
// `receipts-info` has no cursor, so the walk asks one calendar day at a time, as its public
// clients do, and keeps a receipt by the local time it states.
//
// One receipt by its number, on a server that has read none of its days: OFD.ru has no call for
// one receipt by number (its `receipt/{Id}` takes the Id a day's list gives, and the day's list
// already carries the whole receipt), so the day to read is found from the shift reports, whose
// opening and closing numbers bracket each shift's receipts. They are asked for 30 days at a time,
// as its clients do, from the register's last document back: a recent receipt costs one call, and
// the walk stops at the first shift before it.

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

/** One receipt by its number, if a day's list has read it. */
function receiptOf(ctx: OfdRuContext, register: RegisterKey, fd: number): Envelope | undefined {
  return documentsCache(ctx).get(keyOf(register, fd));
}

// Finding a receipt's day by its number, from the shift reports (the header above says why).

const WINDOW_DAYS = 30;
/** A drive lasts at most three years: the walk never asks for more windows than that. */
const MAX_WINDOWS = 40;
/** Closed shifts never change, but the newest window gains shifts as the register works. */
const TTL_MS = 60_000;
const EARLIEST = '2017-02-01';
const DAY_OF = /^(\d{4}-\d{2}-\d{2})T/;

type Shift = { open: number; close: number; from: string; to: string };

/** Reads in flight or just made, so that a receipt and its two neighbours asked at once share them. */
const readsOf = (ctx: OfdRuContext) =>
  processShared(
    `ofdru.day-finding.${ctx.connection.name}.${ctx.connection.baseUrl}`,
    () => new BoundedCache<string, Promise<unknown>>({ max: 500, ttlMs: TTL_MS }),
  );

function shared<T>(ctx: OfdRuContext, key: string, read: () => Promise<T>): Promise<T> {
  const cache = readsOf(ctx);
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const value = read();
  cache.set(key, value);
  // A failure is not kept: the next call asks again.
  value.catch(() => cache.delete(key));
  return value;
}

function reportsOf(ctx: OfdRuContext, register: RegisterKey, from: string, to: string) {
  const query: [string, string][] = [
    ['dateFrom', `${from}T00:00:00`],
    ['dateTo', `${to}T23:59:59`],
  ];
  const path = `kkt/${register.rnm}/zreports`;
  return shared(ctx, `zreports/${register.rnm}/${from}/${to}`, () =>
    ofdRuGet(ctx, register.inn, path, query, zReportListSchema, () => new BadRequestError()),
  );
}

/** The drive's closed shifts among `reports`, each with the local days it spans. */
function shiftsOf(reports: OfdRuShiftReport[], drive: string): Shift[] {
  return reports.flatMap((report) => {
    const { Open_DocNumber: open, Close_DocNumber: close } = report;
    const from = DAY_OF.exec(report.Open_DocDateTime)?.[1];
    const to = DAY_OF.exec(report.Close_DocDateTime)?.[1] ?? from;
    const ours = report.FnNumber === '' || report.FnNumber === drive;
    return ours && open !== undefined && close !== undefined && from && to
      ? [{ open, close, from, to: to < from ? from : to }]
      : [];
  });
}

function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= WINDOW_DAYS; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** The local days that may hold FD `fd` of the register's current drive; none when no shift does. */
async function daysOfReceipt(
  ctx: OfdRuContext,
  register: RegisterKey,
  kkt: OfdRuKkt,
  fd: number,
): Promise<string[]> {
  const first = DAY_OF.exec(kkt.FirstDocumentDate)?.[1] ?? EARLIEST;
  const last = DAY_OF.exec(kkt.LastDocOnKktDateTime)?.[1] ?? today();
  let newest: number | undefined;
  let end = last;
  for (let windows = 0; windows < MAX_WINDOWS && end >= first; windows++) {
    const start = addDays(end, 1 - WINDOW_DAYS) < first ? first : addDays(end, 1 - WINDOW_DAYS);
    const shifts = shiftsOf(await reportsOf(ctx, register, start, end), register.drive);
    const hit = shifts.find((shift) => shift.open <= fd && fd <= shift.close);
    if (hit) return daysFrom(hit.from, hit.to);
    if (newest === undefined && shifts.length > 0) {
      newest = Math.max(...shifts.map((shift) => shift.close));
    }
    // Numbers grow with time: a shift before the number means no earlier one holds it.
    if (shifts.some((shift) => shift.close < fd)) break;
    end = addDays(start, -1);
  }
  // After the last closed shift comes the one still open, which has no report yet: a shift lasts
  // at most a day, so it began on the last document's day or the one before.
  if (newest === undefined || fd > newest) return [addDays(last, -1), last];
  return [];
}

/** One receipt of the register's current drive by its number, its days read when none has been. */
export async function findReceipt(
  ctx: OfdRuContext,
  register: RegisterKey,
  kkt: OfdRuKkt,
  fd: number,
) {
  const known = receiptOf(ctx, register, fd);
  if (known || !Number.isSafeInteger(fd) || fd < 1) return known;
  const days = await daysOfReceipt(ctx, register, kkt, fd);
  if (days.length === 0) return undefined;
  const span = { from: `${days[0]}T00:00:00`, to: `${days.at(-1)}T23:59:59` };
  await shared(ctx, `days/${register.rnm}/${register.drive}/${span.from}/${span.to}`, () =>
    receiptsOf(ctx, register, span, register.drive),
  );
  return receiptOf(ctx, register, fd);
}
