import type { DateRange } from '@/lib/dates/calendar';
import { ALL_DRIVES } from '../contract/api';
import { overlaps, type DriveDays } from './drive-periods';

// Days first, drives second (docs/using.md, "Documents"). A shop owner asks for the documents of
// some days and does not know that a fiscal drive was replaced in between: the period chooser
// offers every readable day of the register, and a period outside the chosen drive's days moves
// the browser to the drive that holds it (or to all drives when it spans a replacement), saying so
// in place. Blocking those days without a word made people think the documents were gone.

const within = (range: DateRange, span: DateRange | null) =>
  span !== null && range.from >= span.from && range.to <= span.to;

/** Every day the register's documents may be read: the union of its drives' readable days. */
export function registerDays(drives: readonly DriveDays[]): DateRange | null {
  const spans = drives.map((d) => d.selectable).filter((s): s is DateRange => s !== null);
  if (spans.length === 0) return null;
  return {
    from: spans.map((s) => s.from).sort()[0]!,
    to: spans
      .map((s) => s.to)
      .sort()
      .at(-1)!,
  };
}

/**
 * The drive to show `range` on: the chosen one while it holds the whole period; else the one drive
 * that does; else all drives (the period spans a replacement, or its boundary day, which both
 * drives share); the chosen one when nothing holds any of it (the page then says so).
 */
export function driveForRange(
  drives: readonly DriveDays[],
  chosen: string,
  range: DateRange,
): string {
  const current = drives.find((d) => d.fiscalDriveNumber === chosen);
  if (current && within(range, current.selectable)) return chosen;
  const all = drives.find((d) => d.fiscalDriveNumber === ALL_DRIVES);
  const holders = drives.filter(
    (d) => d.fiscalDriveNumber !== ALL_DRIVES && within(range, d.selectable),
  );
  if (holders.length === 1) return holders[0]!.fiscalDriveNumber;
  if (all && overlaps(range, all.selectable)) return ALL_DRIVES;
  return holders.at(-1)?.fiscalDriveNumber ?? chosen;
}
