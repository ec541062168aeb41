import { padRight } from '@/lib/ofd/ids';
import { closeArchive, registrationReport, type DriveState } from './bodies';
import { addDays, at, secondsOfDay, toUtc } from './calendar';
import type { RegisterPlan, WorldContext } from './plan';
import { Rng } from './prng';
import { keyFlags, shiftFault } from './faults';
import { shiftDocuments } from './shift';
import type { WorldDocument } from './world';

// The document stream of one register, day by day and drive by drive. It is a generator: a
// benchmark world of 100k documents is produced one shift at a time and never held whole.

const FLAG_DAYS = { exhaustion: 10, replace: 3, memory: 8 };

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
    fd: 0,
    shift: 0,
  });
  let drive = newDrive();
  const online = (dateTime: string) => ({
    dateTime,
    receiveDateTimeUtc: toUtc(dateTime, spec.utcOffset, rng.int(1, 40)),
  });
  const replacementDay = plan.archiveDay === undefined ? -1 : plan.archiveDay + 1;

  for (let day = plan.registrationDay; day < ctx.days; day++) {
    const date = addDays(ctx.historyStart, day);
    const operator = spec.cashiers[0] ?? '';
    if (day === plan.registrationDay) {
      const installedAt = drives[0]?.installedAt ?? '';
      yield registrationReport(rng, plan, drive, online(installedAt), operator);
    }
    const event = plan.events.get(day);
    if (event) {
      if (event.reason === 1) {
        driveIndex += 1;
        drive = newDrive();
      }
      yield registrationReport(rng, plan, drive, online(event.dateTime), operator, event.reason);
    }
    if (!plan.working[day]) continue;

    const flags = {
      exhaustion: replacementDay - day > 0 && replacementDay - day <= FLAG_DAYS.exhaustion,
      replace: replacementDay - day > 0 && replacementDay - day <= FLAG_DAYS.replace,
      memory: !!spec.memoryNearlyFull && ctx.days - day <= FLAG_DAYS.memory,
    };
    const key = keyFlags(plan, driveIndex, date);
    flags.exhaustion ||= key.exhaustion;
    flags.replace ||= key.replace;
    const fault = shiftFault(ctx, plan, day);
    const open = day === ctx.days - 1 || fault.leftOpen;
    const docs = shiftDocuments(rng, ctx, plan, drive, { date, open, flags, fault });
    yield* docs;

    if (day === plan.archiveDay) {
      // The old drive is closed right after its last shift; the archive report is its last word.
      const last = docs[docs.length - 1]?.body.dateTime ?? `${date}T23:00:00`;
      const time = Math.min(86_399, secondsOfDay(last) + rng.int(60, 600));
      yield closeArchive(rng, plan, drive, online(at(date, time)), operator);
    }
  }
}
