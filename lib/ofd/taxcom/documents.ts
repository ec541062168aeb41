import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { wallClockAt, type RegisterTimeZone } from '@/lib/dates/wall-clock';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import { NotFoundError } from '../errors';
import { taxcomGet, type TaxcomContext } from './calls';
import { allPages } from './pages';
import { toEnvelope } from './tags';
import { documentInfoSchema, documentRecordSchema, shiftRecordSchema } from './taxcom.schema';

// The documents of one drive over calendar days, as Taxcom gives them (docs/operators.md, "2.6.1" to
// "2.7.2"): the shifts of the days (the window widened by a day on each side, since whether the
// shifts' times are UTC is unsure), each shift's document numbers to its last page, and each
// document whole. A document is kept by its own time, in the register's zone, never by its shift.

type Envelope = Record<string, Record<string, unknown>>;

/** A signed document never changes: kept by drive and number, however often a day is re-read. */
const documentsCache = (ctx: TaxcomContext) =>
  processShared(
    `taxcom.documents.${ctx.connection.name}.${ctx.connection.baseUrl}`,
    () => new BoundedCache<string, Envelope | null>({ max: 20_000 }),
  );

/** One document (2.7.2) as our envelope; null for a type our wire has no name for. */
export async function documentOf(
  ctx: TaxcomContext,
  agreement: string,
  drive: string,
  fd: number,
): Promise<Envelope | null> {
  const cache = documentsCache(ctx);
  const key = `${drive}/${fd}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const query: [string, string][] = [
    ['fn', drive],
    ['fd', String(fd)],
  ];
  const info = await taxcomGet(ctx, agreement, 'DocumentInfo', query, documentInfoSchema);
  const envelope = toEnvelope(info);
  cache.set(key, envelope);
  return envelope;
}

/** The register's wall clock of a document: a local date-time, or epoch seconds placed in `zone`. */
export function wallClockOf(envelope: Envelope, zone: RegisterTimeZone): string | undefined {
  const at = Object.values(envelope)[0]?.dateTime;
  if (typeof at === 'string') return at;
  if (typeof at === 'number') return wallClockAt(at * 1000, zone);
  return undefined;
}

/**
 * The documents of `drive` whose wall clock falls in `[from, to]` (local date-times), in number
 * order. An unknown drive is NotFoundError, as Taxcom says (3103).
 */
export async function documentsOfDrive(
  ctx: TaxcomContext,
  agreement: string,
  drive: string,
  span: { from: string; to: string },
  zone: RegisterTimeZone,
): Promise<Envelope[]> {
  const begin = `${addDays(span.from.slice(0, 10), -1)}T00:00:00`;
  const end = `${addDays(span.to.slice(0, 10), 1)}T23:59:59`;
  const shifts = await allPages(
    ctx,
    agreement,
    'ShiftList',
    [
      ['fn', drive],
      ['begin', begin],
      ['end', end],
    ],
    shiftRecordSchema,
  );
  const numbers: number[] = [];
  for (const { shiftNumber } of shifts) {
    const query: [string, string][] = [
      ['fn', drive],
      ['shift', String(shiftNumber)],
    ];
    try {
      const listed = await allPages(ctx, agreement, 'DocumentList', query, documentRecordSchema);
      numbers.push(...listed.map((record) => record.fdNumber));
    } catch (error) {
      // A shift listed a moment ago and gone now (3105) holds nothing to read.
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  const unique = [...new Set(numbers)].sort((a, b) => a - b);
  const read = await Promise.all(unique.map((fd) => documentOf(ctx, agreement, drive, fd)));
  return read.filter((envelope): envelope is Envelope => {
    if (!envelope) return false;
    const at = wallClockOf(envelope, zone);
    return at !== undefined && at >= span.from && at <= span.to;
  });
}
