import type { DownOperator } from '@/lib/ofd/down-operators';
import type { Figures, OverviewDay } from './figures';

// The overview API's answer (app/api/overview), shared by the route, the page and the exports.
// Isomorphic: types only.

export type OverviewSource = 'statistics' | 'documents';
export type DatePeriod = { from: string; to: string };

/**
 * How much of the asked period the figures cover: the permission window cuts it, or documents the
 * operator sent for it could not be read or placed on a drive (lib/overview/server/register-days.ts).
 */
export type Coverage = 'full' | 'partial' | 'none';

export type OverviewRegister = {
  orgId: string;
  orgName: string;
  /** The title of its organization's connection, when several are configured (docs/operators.md). */
  operator?: string;
  rnm: string;
  name: string;
  salesPoint: string;
  address: string;
  /** The permission window, local date-times. */
  window: DatePeriod;
  coverage: Coverage;
  previousCoverage: Coverage;
  current: Figures;
  previous: Figures;
};

export type OverviewAnswer = {
  source: OverviewSource;
  period: DatePeriod;
  previousPeriod: DatePeriod;
  current: Figures;
  previous: Figures;
  /** The scope's days (registers added up), oldest first; days without receipts left out. */
  days: OverviewDay[];
  registers: OverviewRegister[];
  /** The operators whose registers are left out: their connection is down just now. */
  down?: DownOperator[];
};

/** What the overview covers: everything, one organization, one of its sales points or registers. */
export type OverviewScope = { org?: string; point?: string; rnm?: string };
