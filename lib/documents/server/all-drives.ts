import 'server-only';
import { OutsidePermissionWindowError } from '@/lib/ofd/errors';
import { ALL_DRIVES, type ServedRange } from '../contract/api';
import type { PeriodQuery } from '../contract/query.schema';
import { clipToPermission, dayChunks } from './day-chunks';
import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';
import type { LoadOptions, LoadedRange } from './loaded-range';
import { registerRecords, resolveRegister, type RegisterContext } from './register';
import { mergeDriveDocuments, mergeUnreadable } from './drive-merge';

// One register's whole history: a period that spans a drive replacement is each drive's part of
// it, loaded through the same day cache as a single drive and joined in time order. A drive's part
// runs in whole days (drive-window.ts), so the day of a replacement is in both parts: each part
// lists its own drive's documents of that day, and the join keeps every document once, placed by
// the drive it names (drive-merge.ts), also one that a by-period answer carried for a drive whose
// part did not reach that day.

type Part = { drive: string; register: RegisterContext; range: ServedRange };

/** The drives whose readable window meets the period, in the order they served the register. */
export async function driveParts(orgId: string, rnm: string, query: PeriodQuery): Promise<Part[]> {
  const [, record] = await registerRecords(orgId, rnm);
  // A drive without a first document has nothing to read, unless the record dates no drive at
  // all (an operator that leaves the dates out): then every drive is read over the window.
  const dated = record.fiscalDrives.filter((d) => d.earliestDocumentTimestamp);
  const drives = [...(dated.length > 0 ? dated : record.fiscalDrives)].sort((a, b) =>
    (a.earliestDocumentTimestamp ?? '') < (b.earliestDocumentTimestamp ?? '') ? -1 : 1,
  );
  const parts: Part[] = [];
  for (const { fiscalDriveNumber: drive } of drives) {
    const register = await resolveRegister(orgId, rnm, drive);
    const { window } = register;
    const clipped =
      window.from <= window.to ? clipToPermission(query.from, query.to, window) : null;
    if (clipped) parts.push({ drive, register, range: { ...clipped, window } });
  }
  if (parts.length === 0) {
    throw new OutsidePermissionWindowError({
      permissionFrom: record.permissionFrom,
      permissionTo: record.permissionTo,
    });
  }
  return parts;
}

/** The served range of the joined parts: clipped when it is narrower than the days asked for. */
export function joinRanges(
  ranges: ServedRange[],
  asked: { from: string; to: string; limited: boolean },
): ServedRange {
  // Parts overlap on the days drives change: the joined range runs from the earliest start to
  // the latest end, whichever part holds them.
  const earliest = (values: string[]) => values.reduce((a, b) => (b < a ? b : a));
  const latest = (values: string[]) => values.reduce((a, b) => (b > a ? b : a));
  const from = earliest(ranges.map((r) => r.from));
  const to = latest(ranges.map((r) => r.to));
  return {
    from,
    to,
    window: {
      from: earliest(ranges.map((r) => r.window.from)),
      to: latest(ranges.map((r) => r.window.to)),
    },
    clipped: from !== startOfDay(asked.from) || to !== endOfDay(asked.to) || asked.limited,
    limited: asked.limited,
  };
}

export async function loadAllDrives(
  orgId: string,
  rnm: string,
  query: PeriodQuery,
  options: LoadOptions,
  loadOne: (orgId: string, rnm: string, query: PeriodQuery, o: LoadOptions) => Promise<LoadedRange>,
): Promise<LoadedRange> {
  const parts = await driveParts(orgId, rnm, query);
  // Progress counts the days of every part, so the bar runs once from 0 to the end.
  const sizes = parts.map((p) => dayChunks(p.range).length);
  const total = sizes.reduce((a, b) => a + b, 0);
  const loaded: LoadedRange[] = [];
  let before = 0;
  for (const [i, part] of parts.entries()) {
    loaded.push(
      await loadOne(
        orgId,
        rnm,
        { ...query, drive: part.drive },
        {
          signal: options.signal,
          onProgress: (p) => options.onProgress?.({ done: before + p.done, total }),
        },
      ),
    );
    before += sizes[i]!;
  }
  return {
    register: { ...loaded[0]!.register, driveNumber: ALL_DRIVES },
    range: joinRanges(
      loaded.map((l) => l.range),
      query,
    ),
    documents: mergeDriveDocuments(
      loaded.map((l) => l.documents),
      loaded.map((l) => l.otherDrives),
    ),
    unreadable: mergeUnreadable(loaded.map((l) => l.unreadable)),
    otherDay: loaded.reduce((sum, l) => sum + l.otherDay, 0),
    otherDrives: [],
    version: loaded.map((l) => l.version).join('+'),
  };
}
