import {
  check,
  closeShift,
  currentStateReport,
  openShift,
  type DriveState,
  type Origin,
  type Stamp,
  type ShiftTotals,
  type Untransmitted,
} from './bodies';
import { addDays, at, secondsOf, toUtc, weekday } from './calendar';
import { buildCheck, pickCorrectionOperation, pickOperationType } from './checks';
import type { RegisterPlan, WorldContext } from './plan';
import type { Rng } from './prng';
import { sampleTimes } from './traffic';
import type { WorldDocument } from './world';

// One trading day of one register: openShift, the day's receipts (or BSO) with the odd correction
// and state report, then closeShift with counters that match what came before it. On the anchor day
// the shift is still open: documents stop around midday and there is no closeShift yet.

const WEEKDAY_FACTOR = [0.85, 0.9, 0.95, 1, 1, 1.15, 1.2];

type Event = 'check' | 'correction' | 'state';

export type ShiftOptions = {
  date: string;
  /** The anchor day: the shift is still open. */
  open: boolean;
  flags: ShiftTotals['flags'];
  /** A fault planted on this day (lib/service/seed/faults.ts). */
  fault?: { offline: boolean; lateMinutes?: [number, number] };
  /** On the anchor day, the last second of the day a document may carry (-1: none yet). */
  until?: number;
  /** The moment of seeding (UTC): a late transmission that would arrive after it does not happen. */
  receiveBy: string;
  /** Part of a day (seconds of the day) instead of opening hours: a drive swapped at midday. */
  hours?: { opens: number; closes: number };
  /** One of the day's sales (when it has two or more) is a sale return instead. */
  withReturn?: boolean;
};

export function shiftDocuments(
  rng: Rng,
  ctx: WorldContext,
  plan: RegisterPlan,
  drive: DriveState,
  options: ShiftOptions,
): WorldDocument[] {
  const { spec } = plan;
  const { date } = options;
  const operator = rng.pick(spec.cashiers);
  const dayLength = secondsOf(spec.closes) - secondsOf(spec.opens);
  const opens = options.hours?.opens ?? secondsOf(spec.opens);
  const closes = options.hours?.closes ?? secondsOf(spec.closes);
  const openSec = opens + rng.int(0, 300);
  const lastSec = options.open ? Math.min(closes, options.until ?? closes) : closes;
  // Before opening time on the day of seeding there is no shift yet.
  if (lastSec <= openSec + 1) return [];
  const closeSec = Math.min(86_399, closes + rng.int(60, 900));
  const closeLocal = at(date, closeSec);

  const mean = ctx.receiptsPerDay * spec.traffic * (WEEKDAY_FACTOR[weekday(date)] ?? 1);
  // The day's traffic in proportion to the part of the register's trading day this shift covers.
  const share = Math.min(1, (lastSec - opens) / dayLength);
  const events: Event[] = [];
  const checks = Math.round(mean * share * (0.8 + 0.4 * rng.next()));
  for (let i = 0; i < checks; i++) events.push('check');
  if (rng.chance(spec.bso ? 0.08 : 0.05)) insert(rng, events, 'correction');
  if (rng.chance(0.06)) insert(rng, events, 'state');
  // Strictly increasing seconds need room: a shift never holds more documents than seconds.
  events.length = Math.max(0, Math.min(events.length, lastSec - openSec - 1));
  const times = sampleTimes(rng, spec.kind, events.length, openSec + 1, lastSec);
  const checkIndices = events.flatMap((event, i) => (event === 'check' ? [i] : []));
  const returnAt =
    options.withReturn && checkIndices.length >= 2
      ? checkIndices[rng.int(1, checkIndices.length - 1)]
      : -1;

  // Now and then the link to the operator drops: from some document on, everything (closeShift
  // included) reaches the operator hours after the shift closed.
  let planned =
    !options.open && events.length > 0 && rng.chance(0.04) ? rng.int(0, events.length - 1) : -1;
  const drawn = rng.int(2 * 3600, 10 * 3600);
  // A planted outage starts mid-shift and ends an hour after closing, still on the same day.
  const { offline = false, lateMinutes: late } = options.fault ?? {};
  if (offline && !options.open && planned < 0) planned = events.length >> 1;
  const reconnect = offline ? 3600 : drawn;
  const lastArrival = toUtc(closeLocal, spec.utcOffset, reconnect + events.length);
  const offlineFrom = lastArrival <= options.receiveBy ? planned : -1;
  // A planted late sender's delay, unless it would arrive after the moment of seeding.
  const delay = (dateTime: string) => {
    const seconds = late ? rng.int(late[0] * 60, late[1] * 60) : rng.int(1, 40);
    return late && toUtc(dateTime, spec.utcOffset, seconds) > options.receiveBy
      ? rng.int(1, 40)
      : seconds;
  };
  const stamp = (dateTime: string, index: number) => ({
    dateTime,
    receiveDateTimeUtc:
      offlineFrom >= 0 && index >= offlineFrom
        ? toUtc(closeLocal, spec.utcOffset, reconnect + index - offlineFrom)
        : toUtc(dateTime, spec.utcOffset, delay(dateTime)),
  });

  const origin = (s: Stamp): Origin => ({ rng, plan, drive, stamp: s, operator });

  const docs: WorldDocument[] = [];
  const openDoc = openShift(origin(stamp(at(date, openSec), -1)));
  docs.push(openDoc);
  const firstFd = drive.fd;
  let requestNumber = 0;
  let firstOffline: { number: number; dateTime: string } | undefined;
  const untransmittedAt = (index: number): Untransmitted =>
    offlineFrom >= 0 && firstOffline && index > offlineFrom
      ? { quantity: index - offlineFrom, ...firstOffline }
      : { quantity: 0 };

  const { taxationType, simplifiedVatRate } = plan.organizationSpec;
  const vat =
    taxationType === 1
      ? { general: true as const }
      : { general: false as const, simplifiedRate: simplifiedVatRate };
  // The marking system checks a marked good's code a few seconds before the sale (its UTC moment).
  const checkedAt = (dateTime: string) =>
    Date.parse(`${dateTime}Z`) - spec.utcOffset * 3_600_000 - 5_000;
  const zeroCreditTotals = spec.modelName.startsWith('АТОЛ');
  events.forEach((event, index) => {
    const s = stamp(at(date, times[index] ?? lastSec), index);
    const shop = { kind: spec.kind, vat, date, checkedAt: checkedAt(s.dateTime) };
    let doc: WorldDocument;
    if (event === 'state') {
      doc = currentStateReport(origin(s), untransmittedAt(index));
    } else if (event === 'correction') {
      const content = buildCheck(rng, shop, pickCorrectionOperation(rng, spec.kind));
      const correction = {
        date: addDays(date, -rng.int(1, 5)),
        number: String(rng.int(1, 99)),
        withItems: rng.chance(0.5),
      };
      const type = spec.bso ? 'bsoCorrection' : 'receiptCorrection';
      requestNumber += 1;
      doc = check(origin(s), type, content, {
        requestNumber,
        zeroCreditTotals,
        correction,
      });
    } else {
      const operation = index === returnAt ? 2 : pickOperationType(rng, spec.kind);
      const content = buildCheck(rng, shop, operation);
      requestNumber += 1;
      doc = check(origin(s), spec.bso ? 'bso' : 'receipt', content, {
        requestNumber,
        zeroCreditTotals,
      });
    }
    if (index === offlineFrom) {
      firstOffline = { number: doc.body.fiscalDocumentNumber, dateTime: doc.body.dateTime };
    }
    docs.push(doc);
  });

  if (options.open) return docs;
  const totals: ShiftTotals = {
    receiptsQuantity: requestNumber,
    // The closing report counts every fiscal document of the shift, itself and openShift included.
    documentsQuantity: drive.fd + 1 - firstFd + 1,
    untransmitted: untransmittedAt(events.length),
    flags: options.flags,
  };
  docs.push(closeShift(origin(stamp(closeLocal, events.length)), totals));
  return docs;
}

function insert(rng: Rng, events: Event[], event: Event): void {
  events.splice(rng.int(0, events.length), 0, event);
}
