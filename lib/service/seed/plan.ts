import { keyTermMonths } from '@/lib/ofd/drive-terms';
import { padRight } from '@/lib/ofd/ids';
import { addDays, addMonths, at, daysBetween, secondsOf, toLocal, weekday } from './calendar';
import type { OrganizationSpec, RegisterSpec } from './profiles';
import { Rng } from './prng';
import type { LocalDateTime, WorldRegister, WorldOrganization } from './world';

// The calendar of each register, fixed before any document is written: on which days it trades,
// when it was registered, moved and had its drive replaced. The cashbox records (addresses, drives)
// and the document stream are both read off this plan, so they always agree.

export type WorldContext = {
  seed: number;
  anchorDate: string;
  /** Day index 0 of the history; the anchor is day `days - 1`. */
  historyStart: string;
  days: number;
  receiptsPerDay: number;
  /** The moment of seeding, UTC `YYYY-MM-DDThh:mm:ssZ`. */
  now: string;
};

export type RegisterPlan = {
  spec: RegisterSpec;
  organizationSpec: OrganizationSpec;
  organization: WorldOrganization;
  cashbox: WorldRegister;
  /** Padded as in documents. */
  kktRegId: string;
  userInn: string;
  ofdInn: string;
  registrationDay: number;
  /** Day index → the re-registration report of that day (drive replaced or address changed). */
  events: Map<number, { reason: 1 | 24; dateTime: LocalDateTime }>;
  /**
   * The old drive's last trading day: its archive is closed after the shift. When it is the day of
   * the swap itself, the old drive trades until `swapAt` (seconds of the day) and the new one after.
   */
  archiveDay?: number;
  swapAt?: number;
  working: boolean[];
  /** The last local date-time a document may carry: a minute before the moment of seeding. */
  cutoff: string;
  /** Counters of a first drive installed before the history: its documents start mid-stream. */
  preHistory?: { fd: number; shift: number };
  /** The date the first drive's keys expire, for a drive old enough to get there (see profiles). */
  keysExpire?: string;
};

export type Identity = { regNumber: string; serialNumber: string; drives: string[] };

/** Day index of a share of the history, never before the day after `after`. */
function dayOf(ctx: WorldContext, share: number, after: number): number {
  return Math.min(ctx.days - 1, Math.max(after + 1, Math.round(share * (ctx.days - 1))));
}

/** A re-registration happens shortly before opening time. */
function beforeOpening(rng: Rng, ctx: WorldContext, spec: RegisterSpec, day: number): string {
  return at(addDays(ctx.historyStart, day), secondsOf(spec.opens) - rng.int(600, 2400));
}

export function planRegister(
  ctx: WorldContext,
  spec: RegisterSpec,
  organizationSpec: OrganizationSpec,
  organization: WorldOrganization,
  identity: Identity,
  kpp: string,
  ofdInn: string,
): RegisterPlan {
  const rng = new Rng(ctx.seed, `plan/${ctx.anchorDate}/${ctx.days}/${spec.key}`);
  const cutoff = toLocal(ctx.now, spec.utcOffset, -60);
  const aged = spec.agedDrive
    ? agedRegistration(rng, ctx, spec, spec.agedDrive, identity.drives[0] ?? '')
    : undefined;
  const registrationDay =
    aged?.day ?? Math.min(ctx.days - 1, Math.round(spec.registeredAt * (ctx.days - 1)));
  const registeredAt = aged?.at ?? notAfter(beforeOpening(rng, ctx, spec, registrationDay), cutoff);
  const events: RegisterPlan['events'] = new Map();
  const forced = new Set([registrationDay]);

  const addresses = spec.addresses.map((entry, i) => {
    if (i === 0) return { address: entry.address, startDate: registeredAt };
    const day = dayOf(ctx, entry.from, registrationDay);
    const dateTime = notAfter(beforeOpening(rng, ctx, spec, day), cutoff);
    events.set(day, { reason: 24, dateTime });
    forced.add(day);
    return { address: entry.address, startDate: dateTime };
  });

  const fiscalDrives = [{ fiscalDriveNumber: identity.drives[0] ?? '', installedAt: registeredAt }];
  let archiveDay: number | undefined;
  let swapAt: number | undefined;
  const replacement = identity.drives[1];
  if (spec.driveReplacedAt !== undefined && replacement) {
    const day = dayOf(ctx, spec.driveReplacedAt, registrationDay);
    // The drive fails during a trading day: the old one closes its shift and its archive, and the
    // new one is registered and trades from midday, all on one calendar day. On the anchor day
    // itself (a world of a day or two) there may be no midday yet: the swap is before opening.
    const sameDay = day < ctx.days - 1;
    const opens = secondsOf(spec.opens);
    swapAt = sameDay
      ? opens +
        Math.round((0.45 * (secondsOf(spec.closes) - opens)) / 60) * 60 +
        rng.int(0, 20) * 60
      : undefined;
    const dateTime =
      swapAt === undefined
        ? notAfter(beforeOpening(rng, ctx, spec, day), cutoff)
        : at(addDays(ctx.historyStart, day), swapAt);
    events.set(day, { reason: 1, dateTime });
    fiscalDrives.push({ fiscalDriveNumber: replacement, installedAt: dateTime });
    archiveDay = sameDay ? day : day - 1;
    forced.add(day).add(day - 1);
  }

  const working: boolean[] = [];
  for (let day = 0; day < ctx.days; day++) {
    const closedAtRandom = rng.chance(0.03) && spec.randomClosures;
    const dayOff = spec.daysOff.includes(weekday(addDays(ctx.historyStart, day)));
    const recent = !!organizationSpec.recentReturns && day >= ctx.days - 2;
    working.push(
      day >= registrationDay && (forced.has(day) || recent || !(dayOff || closedAtRandom)),
    );
  }

  return {
    spec,
    organizationSpec,
    organization,
    cashbox: {
      organizationId: organization.id,
      regNumber: identity.regNumber,
      serialNumber: identity.serialNumber,
      name: spec.name,
      modelName: spec.modelName,
      kpp,
      salesPointName: spec.salesPointName,
      addresses,
      fiscalDrives,
    },
    kktRegId: padRight(identity.regNumber, 20),
    userInn: padRight(organization.inn, 12),
    ofdInn,
    registrationDay,
    events,
    archiveDay,
    swapAt,
    working,
    cutoff,
    preHistory: aged?.preHistory,
    keysExpire: aged?.keysExpire,
  };
}

/** Nothing is dated after the moment of seeding, not even a re-registration before opening. */
function notAfter(dateTime: string, cutoff: string): string {
  return dateTime > cutoff ? cutoff : dateTime;
}

/**
 * A register whose first drive was installed its model's key term before its keys expire,
 * `expiresInDays` after the anchor: the only kind of drive old enough for end-of-life flags. When
 * that is before the history, the world holds its registration report and then its last days
 * (documents.ts), and the drive's counters are estimated from its age (about a day's receipts and
 * shift per day).
 */
function agedRegistration(
  rng: Rng,
  ctx: WorldContext,
  spec: RegisterSpec,
  aged: NonNullable<RegisterSpec['agedDrive']>,
  driveNumber: string,
) {
  // One source of key terms for the drive and the health board that reads it back.
  const keyMonths = keyTermMonths(driveNumber);
  if (keyMonths === undefined) throw new Error(`${spec.key}: no key term for drive ${driveNumber}`);
  const installed = addMonths(addDays(ctx.anchorDate, aged.expiresInDays), -keyMonths);
  // Counted forward from the installation, as the drive counts it: going back 13 months from the
  // 29th of March lands on 1 March, and 1 March plus 13 months is 1 April, not 29 March.
  const keysExpire = addMonths(installed, keyMonths);
  const at = `${installed}T${beforeOpening(rng, ctx, spec, 0).slice(11)}`;
  const day = daysBetween(ctx.historyStart, installed);
  if (day >= 0) return { day: Math.min(ctx.days - 1, day), at, keysExpire };
  const perDay = ctx.receiptsPerDay * spec.traffic + 2;
  const preHistory = { fd: Math.max(1, Math.round(-day * perDay)), shift: Math.round(-day * 0.95) };
  return { day: 0, at, keysExpire, preHistory };
}

/** The address in force at a local date-time: the last one that started on or before it. */
export function addressAt(cashbox: WorldRegister, dateTime: LocalDateTime): string {
  let current = cashbox.addresses[0]?.address ?? '';
  for (const entry of cashbox.addresses) if (entry.startDate <= dateTime) current = entry.address;
  return current;
}
