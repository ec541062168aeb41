import { padRight } from '@/lib/ofd/ids';
import { closeArchive, registrationReport, type DriveState, type Origin } from './bodies';
import { addDays, at, daysBetween, secondsOf, secondsOfDay, toUtc } from './calendar';
import type { RegisterPlan, WorldContext } from './plan';
import { Rng } from './prng';
import { leftOpenUntil, shiftFault } from './faults';
import { shiftDocuments } from './shift';
import type { WorldDocument } from './world';

// The document stream of one register, day by day and drive by drive. It is a generator: a
// benchmark world of 100k documents is produced one shift at a time and never held whole.

// Closing-report flags of a drive near its end (docs/fiscal-rules.md): under 30 days of key
// validity left, under 3 days, and memory nearly full in the last days of an aged drive.
const FLAG_DAYS = { exhaustion: 30, replace: 3, memory: 8 };

/**
 * The registration report of a drive installed before the history. The operator keeps a drive's
 * documents for longer than its keys last, so the world keeps this one (its date starts the key
 * term, docs/health.md) though not the months between it and the history. Its own random stream
 * leaves every later document as it was.
 */
function preHistoryRegistration(
  ctx: WorldContext,
  plan: RegisterPlan,
  installedAt: string,
  operator: string,
): WorldDocument {
  const rng = new Rng(ctx.seed, `registration/${ctx.anchorDate}/${ctx.days}/${plan.spec.key}`);
  const drive = {
    padded: padRight(plan.cashbox.fiscalDrives[0]?.fiscalDriveNumber ?? '', 16),
    fd: 0,
    shift: 0,
  };
  const stamp = {
    dateTime: installedAt,
    receiveDateTimeUtc: toUtc(installedAt, plan.spec.utcOffset, rng.int(1, 40)),
  };
  return registrationReport({ rng, plan, drive, stamp, operator });
}

export function* registerDocuments(
  ctx: WorldContext,
  plan: RegisterPlan,
): Generator<WorldDocument> {
  // A fresh stream per call: iterating twice yields the same documents.
  const rng = new Rng(ctx.seed, `documents/${ctx.anchorDate}/${ctx.days}/${plan.spec.key}`);
  const { spec, cashbox } = plan;
  const drives = cashbox.fiscalDrives;
  let driveIndex = 0;
  const newDrive = (): DriveState => ({
    padded: padRight(drives[driveIndex]?.fiscalDriveNumber ?? '', 16),
    // A drive installed before the history goes on from its counters; a new one starts at zero.
    fd: (driveIndex === 0 && plan.preHistory?.fd) || 0,
    shift: (driveIndex === 0 && plan.preHistory?.shift) || 0,
  });
  let drive = newDrive();
  const online = (dateTime: string) => ({
    dateTime,
    receiveDateTimeUtc: toUtc(dateTime, spec.utcOffset, rng.int(1, 40)),
  });
  const cutoffDate = plan.cutoff.slice(0, 10);

  for (let day = plan.registrationDay; day < ctx.days; day++) {
    const date = addDays(ctx.historyStart, day);
    const operator = spec.cashiers[0] ?? '';
    // The drive in place at the call: a re-registration below may have replaced it.
    const origin = (dateTime: string): Origin => ({
      rng,
      plan,
      drive,
      stamp: online(dateTime),
      operator,
    });
    if (day === plan.registrationDay) {
      const installedAt = drives[0]?.installedAt ?? '';
      if (!plan.preHistory) yield registrationReport(origin(installedAt));
      else yield preHistoryRegistration(ctx, plan, installedAt, operator);
    }
    const event = plan.events.get(day);
    const swap = event?.reason === 1 && plan.swapAt !== undefined && day === plan.archiveDay;
    if (event && !swap) {
      if (event.reason === 1) {
        driveIndex += 1;
        drive = newDrive();
      }
      yield registrationReport(origin(event.dateTime), event.reason);
    }
    if (!plan.working[day]) continue;

    // Only the aged first drive gets near its end; a replaced drive simply failed or was swapped.
    const left =
      plan.keysExpire && driveIndex === 0 ? daysBetween(date, plan.keysExpire) : Infinity;
    const flags = {
      exhaustion: left < FLAG_DAYS.exhaustion,
      replace: left < FLAG_DAYS.replace,
      memory: !!spec.memoryNearlyFull && left < Infinity && ctx.days - day <= FLAG_DAYS.memory,
    };
    const fault = shiftFault(ctx, plan, day);
    const open = day === ctx.days - 1 || fault.leftOpen;
    // Today's shift stops a minute before the moment of seeding in the shop's own time; a shift
    // planted as left open stops around midday.
    const until = fault.leftOpen
      ? leftOpenUntil(plan)
      : cutoffDate > date
        ? 86_399
        : cutoffDate === date
          ? secondsOfDay(plan.cutoff)
          : -1;
    const options = {
      date,
      open,
      flags,
      until: open ? until : undefined,
      receiveBy: ctx.now,
      fault,
      withReturn: !!plan.organizationSpec.recentReturns && day >= ctx.days - 2,
    };
    if (swap && event && plan.swapAt !== undefined) {
      // A same-day swap (plan.ts): the old drive's morning shift and archive, then the new drive's
      // re-registration and the rest of the day. Never the anchor day, so both shifts close.
      const opens = secondsOf(spec.opens);
      const morning = { ...options, open: false, until: undefined };
      const hours = { opens, closes: plan.swapAt - 45 * 60 };
      const docs = shiftDocuments(rng, ctx, plan, drive, { ...morning, hours });
      yield* docs;
      const last = docs[docs.length - 1]?.body.dateTime ?? at(date, hours.closes);
      yield closeArchive(origin(at(date, secondsOfDay(last) + rng.int(60, 600))));
      driveIndex += 1;
      drive = newDrive();
      yield registrationReport(origin(event.dateTime), event.reason);
      const afternoon = { opens: plan.swapAt + 600, closes: secondsOf(spec.closes) };
      yield* shiftDocuments(rng, ctx, plan, drive, { ...morning, hours: afternoon });
      continue;
    }
    const docs = shiftDocuments(rng, ctx, plan, drive, options);
    yield* docs;

    if (day === plan.archiveDay) {
      // The old drive is closed right after its last shift; the archive report is its last word.
      const last = docs[docs.length - 1]?.body.dateTime ?? `${date}T23:00:00`;
      const time = Math.min(86_399, secondsOfDay(last) + rng.int(60, 600));
      yield closeArchive(origin(at(date, time)));
    }
  }
}
