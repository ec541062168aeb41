import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { kpp } from './identifiers';
import { addDays, nowUtc, todayUtc } from './calendar';
import { registerDocuments } from './documents';
import { applyFaults, plantedFaults, withLostDocuments, type FaultCode } from './faults';
import { accessOf } from './grants';
import { ofdInn, organizationIdentity, registerIdentity } from './identities';
import { planRegister, type RegisterPlan, type WorldContext } from './plan';
import { BUSY_REGISTERS, ORGANIZATIONS, type RegisterSpec, type WindowShape } from './profiles';
import { DEMO_REGISTERS } from './registers-demo';
import type { DemoWorld, GenerateOptions } from './world';
import { processShared } from '@/lib/process/shared';

// generateDemoWorld: the whole demo world as a pure function of its options. Everything except the
// documents is small and built eagerly; documents() returns a fresh generator on every call.

export const DEFAULT_SEED = 20240917;

const DEFAULTS = {
  demo: { days: 75, receiptsPerDay: 40, registers: DEMO_REGISTERS, minDays: 2 },
  busy: { days: 31, receiptsPerDay: 3000, registers: BUSY_REGISTERS, minDays: 1 },
};

/** What each register of a generated world is for: handy in tests and for the README. */
export type DemoWorldRoles = {
  /** RNM of the register that moved (two or more addresses). */
  moved?: string;
  /** RNM of the register whose fiscal drive was replaced. */
  driveReplaced?: string;
  /** RNM of the services register that issues BSO. */
  bso?: string;
  /** Window shape per RNM, for each integrator that sees it. */
  windows: Record<string, { owner: WindowShape; partner?: WindowShape }>;
  /** RNMs of the registers planted with each fault for the health board (faults.ts). */
  faults: Partial<Record<FaultCode, string[]>>;
  /** The shop's offset from UTC in hours, per RNM: its documents are in that wall clock. */
  utcOffsets: Record<string, number>;
  /** RNM of the register whose first drive is old enough to flag its end of life. */
  agedDrive?: string;
};

const roles = processShared('service.world-roles', () => new WeakMap<DemoWorld, DemoWorldRoles>());

export function generateDemoWorld(options: GenerateOptions = {}): DemoWorld {
  const profile = options.profile ?? 'demo';
  const defaults = DEFAULTS[profile];
  const ctx = contextOf(options, defaults);
  const organizations = ORGANIZATIONS.map((spec) => organizationIdentity(ctx.seed, spec));
  const ofd = ofdInn(ctx.seed);

  const plans: RegisterPlan[] = defaults.registers.map((spec) => {
    const index = ORGANIZATIONS.findIndex((o) => o.key === spec.organization);
    const organizationSpec = ORGANIZATIONS[index];
    const organization = organizations[index];
    if (!organizationSpec || !organization) throw new Error(`unknown organization of ${spec.key}`);
    const registerKpp = spec.branch
      ? kpp(spec.branch.region, spec.branch.office, '43')
      : organization.kpp;
    const identity = registerIdentity(ctx.seed, spec, organization.inn);
    const plan = planRegister(
      ctx,
      spec,
      organizationSpec,
      organization,
      identity,
      registerKpp,
      ofd,
    );
    applyFaults(ctx, plan);
    return plan;
  });

  const used = new Set(plans.map((plan) => plan.organization.id));
  const world: DemoWorld = {
    anchorDate: ctx.anchorDate,
    historyStart: ctx.historyStart,
    seededAt: ctx.now,
    organizations: organizations.filter((organization) => used.has(organization.id)),
    cashboxes: plans.map((plan) => plan.cashbox),
    ...accessOf(ctx, plans),
    *documents() {
      for (const plan of plans) yield* withLostDocuments(ctx, plan, registerDocuments(ctx, plan));
    },
  };
  roles.set(world, rolesOf(plans));
  return world;
}

/** Roles of the registers of a world made by generateDemoWorld. */
export function demoWorldRoles(world: DemoWorld): DemoWorldRoles {
  const found = roles.get(world);
  if (!found) throw new Error('not a world made by generateDemoWorld');
  return found;
}

function contextOf(
  options: GenerateOptions,
  defaults: { days: number; receiptsPerDay: number; minDays: number },
): WorldContext {
  const seed = options.seed ?? DEFAULT_SEED;
  const clock = options.anchorDate === undefined ? nowUtc() : undefined;
  const anchorDate = options.anchorDate ?? clock?.slice(0, 10) ?? todayUtc();
  const now = options.now ?? clock ?? `${anchorDate}T09:00:00Z`;
  const days = options.days ?? defaults.days;
  const receiptsPerDay = options.receiptsPerDay ?? defaults.receiptsPerDay;
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  if (!calendarDateSchema.safeParse(anchorDate).success) {
    throw new RangeError('anchorDate must be a real date YYYY-MM-DD');
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(now) || now < `${anchorDate}T00:00:00Z`) {
    throw new RangeError('now must be YYYY-MM-DDThh:mm:ssZ, on or after the anchor day');
  }
  if (!Number.isInteger(days) || days < defaults.minDays || days > 3660) {
    throw new RangeError(`days must be an integer in ${defaults.minDays}..3660`);
  }
  if (!Number.isFinite(receiptsPerDay) || receiptsPerDay < 0 || receiptsPerDay > 20_000) {
    throw new RangeError('receiptsPerDay must be in 0..20000');
  }
  const historyStart = addDays(anchorDate, -(days - 1));
  return { seed, anchorDate, historyStart, days, receiptsPerDay, now };
}

function rolesOf(plans: RegisterPlan[]): DemoWorldRoles {
  const find = (test: (spec: RegisterSpec) => boolean) =>
    plans.find((plan) => test(plan.spec))?.cashbox.regNumber;
  return {
    moved: find((spec) => spec.addresses.length > 1),
    driveReplaced: find((spec) => spec.driveReplacedAt !== undefined),
    bso: find((spec) => spec.bso),
    windows: Object.fromEntries(plans.map((plan) => [plan.cashbox.regNumber, plan.spec.windows])),
    faults: plantedFaults(plans),
    utcOffsets: Object.fromEntries(plans.map((p) => [p.cashbox.regNumber, p.spec.utcOffset])),
    agedDrive: find((spec) => spec.agedDrive !== undefined),
  };
}
