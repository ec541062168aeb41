import 'server-only';
import { comparedPeriod } from '@/lib/dates/compared-period';
import { downOperators, type DownOperator } from '@/lib/ofd/down-operators';
import { getOrganization, listOrganizations, listRegisters } from '@/lib/operator/api';
import { OfdError } from '@/lib/ofd/errors';
import type { OrganizationView } from '@/lib/ofd/views';
import type { OverviewAnswer, OverviewSource } from '../contract';
import { figuresOf, mergeDays } from '../figures';
import type { OverviewRequest } from '../query.schema';
import { coverageOf, registerDays, type RegisterDays, type RegisterTarget } from './register-days';
import { processShared } from '@/lib/process/shared';

// The overview of a scope for a period and the period it is compared with (the same days before,
// or a year earlier: lib/dates/compared-period.ts). The figures come from the operator's statistics when it offers them; an operator that answers 404 gets them
// computed from documents (remembered for a while, so that not every request pays the 404).

const REMEMBER_MS = 10 * 60_000;
// Process-shared: what one bundle learnt of the operator, the others need not pay for again.
const statistics = () =>
  processShared<{ missingSince?: number }>('overview.statistics-missing', () => ({}));

export type LoadOptions = {
  signal?: AbortSignal;
  /** Called as registers finish: `done` of `total` register-periods. */
  onProgress?: (progress: { done: number; total: number }) => void;
  now?: () => number;
};

type Target = RegisterTarget & { org: OrganizationView };

/**
 * The registers of the scope the credentials may see, and the operators whose registers are left
 * out of it because their connection is down just now (they say so rather than vanish silently).
 */
export async function scopeOf(
  request: OverviewRequest,
): Promise<{ targets: Target[]; down: DownOperator[] }> {
  const listed = request.org ? [await getOrganization(request.org)] : await listOrganizations();
  const organizations = listed.filter((org) => org.unavailable === undefined);
  const lists = await Promise.all(
    organizations.map(async (org) =>
      (await listRegisters(org.id)).map((register) => ({ orgId: org.id, org, register })),
    ),
  );
  const targets = lists
    .flat()
    .filter((t) => request.point === undefined || t.register.salesPointName === request.point)
    .filter((t) => request.rnm === undefined || t.register.regNumber === request.rnm);
  return { targets, down: downOperators(listed) };
}

/** The registers of the scope the credentials may see. */
export async function targetsOf(request: OverviewRequest): Promise<Target[]> {
  return (await scopeOf(request)).targets;
}

/**
 * An operator without the statistics operations answers 404 for their paths: with its JSON error
 * body, or with a web server's HTML page (which the client otherwise reports as a bad response).
 */
function statisticsMissing(error: unknown): boolean {
  return error instanceof OfdError && error.upstreamStatus === 404;
}

async function chooseSource(request: OverviewRequest, now: number): Promise<OverviewSource> {
  if (request.source !== 'auto') return request.source;
  const { missingSince } = statistics();
  if (missingSince !== undefined && now - missingSince < REMEMBER_MS) {
    return 'documents';
  }
  return 'statistics';
}

export async function loadOverview(
  request: OverviewRequest,
  options: LoadOptions = {},
): Promise<OverviewAnswer> {
  const now = options.now?.() ?? Date.now();
  const period = { from: request.from, to: request.to };
  const previous = comparedPeriod(period, request.compare);
  const { targets, down } = await scopeOf(request);
  let source = await chooseSource(request, now);
  const total = targets.length * 2;
  let done = 0;
  const run = async (s: OverviewSource) => {
    const results: { current: RegisterDays; previous: RegisterDays }[] = [];
    // One register at a time: the documents path already fans out per day inside a register.
    for (const target of targets) {
      const current = await registerDays(target, period, s, options.signal);
      options.onProgress?.({ done: ++done, total });
      const before = await registerDays(target, previous, s, options.signal);
      options.onProgress?.({ done: ++done, total });
      results.push({ current, previous: before });
    }
    return results;
  };
  let results;
  try {
    results = await run(source);
  } catch (error) {
    if (!statisticsMissing(error) || request.source !== 'auto') throw error;
    statistics().missingSince = now;
    source = 'documents';
    done = 0;
    results = await run(source);
  }
  return {
    source,
    period,
    previousPeriod: previous,
    current: figuresOf(mergeDays(results.map((r) => r.current.days))),
    previous: figuresOf(mergeDays(results.map((r) => r.previous.days))),
    days: mergeDays(results.map((r) => r.current.days)),
    registers: targets.map((t, i) => ({
      orgId: t.orgId,
      orgName: t.org.shortName,
      ...(t.org.operator === undefined ? {} : { operator: t.org.operator }),
      rnm: t.register.regNumber,
      name: t.register.name,
      salesPoint: t.register.salesPointName,
      address: t.register.address,
      window: { from: t.register.permissionFrom, to: t.register.permissionTo },
      // Documents the operator sent that no figure counts make a period partial (register-days.ts).
      coverage: coverageOf(t.register, period, results[i]!.current.unread),
      previousCoverage: coverageOf(t.register, previous, results[i]!.previous.unread),
      current: figuresOf(results[i]!.current.days),
      previous: figuresOf(results[i]!.previous.days),
    })),
    ...(down.length ? { down } : {}),
  };
}
