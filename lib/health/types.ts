// The health model's vocabulary, shared by the server that computes it, the JSON route and the
// pages that show it. Isomorphic: types and constants only. docs/health.md explains each code.

export const REASON_CODES = [
  'silent',
  'untransmitted',
  'transmission-delay',
  'drive-flag',
  'drive-expiring',
  'shift-too-long',
  'fd-gap',
  'window-ended',
  'window-ending',
  'window-not-started',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const HEALTH_STATUSES = ['critical', 'warning', 'ok'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
export type Severity = Exclude<HealthStatus, 'ok'>;

/** A document a reason points at: enough to link to it. */
export type DocumentRef = { drive: string; fd: number; dateTime: string };

export type { DriveWarning as DriveFlag } from '@/lib/documents/contract';
import type { DriveWarning as DriveFlag } from '@/lib/documents/contract';

/** The evidence of each reason, by code. Local date-times are shown as the register wrote them. */
export type ReasonDetail = {
  silent: { lastDocument: DocumentRef | null; lastReceivedUtc: string | null; hours: number };
  untransmitted: {
    report: DocumentRef;
    count: number;
    oldest: string | null;
    firstFd: number | null;
  };
  'transmission-delay': {
    medianMinutes: number;
    worstMinutes: number;
    worst: DocumentRef;
    documents: number;
    from: string;
    to: string;
  };
  'drive-flag': { report: DocumentRef; flags: DriveFlag[] };
  'drive-expiring': {
    drive: string;
    registeredAt: string;
    termMonths: number;
    validUntil: string;
    daysLeft: number;
  };
  'shift-too-long': {
    drive: string;
    shiftNumber: number;
    opened: DocumentRef | null;
    hours: number;
  };
  'fd-gap': {
    drive: string;
    ranges: { from: number; to: number; before: DocumentRef | null; after: DocumentRef }[];
    missing: number;
  };
  'window-ended': { permissionTo: string };
  'window-ending': { permissionTo: string; days: number };
  'window-not-started': { permissionFrom: string; days: number };
};

export type Reason<C extends ReasonCode = ReasonCode> = {
  [K in C]: {
    code: K;
    severity: Severity;
    /** When the condition began, as a local date-time of the register (or UTC `…Z`), if known. */
    since: string | null;
    detail: ReasonDetail[K];
  };
}[C];

export type RegisterHealth = {
  organizationId: string;
  rnm: string;
  status: HealthStatus;
  reasons: Reason[];
};

/** A board row: the health plus what the board shows about the register. */
export type HealthRow = RegisterHealth & {
  organizationName: string;
  /** The title of its organization's connection, when several are configured (docs/operators.md). */
  operator?: string;
  name: string;
  salesPointName: string;
  address: string;
  /** The register's UTC offset in hours, and whether it was only assumed (address not matched). */
  utcOffset: number;
  offsetAssumed: boolean;
  /** Set when the health could not be computed (the operator failed): the reasons are partial. */
  incomplete?: boolean;
};

export const STATUS_RANK: Record<HealthStatus, number> = { critical: 2, warning: 1, ok: 0 };

export function statusOf(reasons: readonly Reason[]): HealthStatus {
  if (reasons.some((r) => r.severity === 'critical')) return 'critical';
  return reasons.length > 0 ? 'warning' : 'ok';
}
