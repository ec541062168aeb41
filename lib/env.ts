import 'server-only';
import { BrandedError } from '@/lib/process/branded-error';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '@/lib/dates/wall-clock';
import { DEMO_INTEGRATOR } from '@/lib/demo-credentials';
import { readConnections, type ConnectionSettings } from '@/lib/env-connections';

export type {
  ConnectionSettings,
  OfdRuConnectionSettings,
  TaxcomConnectionSettings,
} from '@/lib/env-connections';

// The one place that reads credentials. Errors name the variable, never its value.

const optional = (schema: z.ZodString) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const rawSchema = z.object({
  OFD_BASE_URL: optional(
    z.string().superRefine((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (!url || !/^https?:$/.test(url.protocol)) {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      } else if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: 'must not contain credentials' });
      }
    }),
  ),
  OFD_API_KEY: optional(
    z.string().regex(/^[\x21-\x7e]{1,200}$/, 'must be printable ASCII without spaces'),
  ),
  OFD_SESSION_ID: optional(
    z.string().regex(/^[\x21-\x7e]{1,500}$/, 'must be printable ASCII without spaces'),
  ),
  OFD_API_KEY_HEADER: optional(
    z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'must be an HTTP header name'),
  ),
  // What people see beside the default connection's rows when several are configured.
  OFD_TITLE: optional(z.string().max(80)),
  OFD_DATA_DIR: optional(z.string().min(1)),
  DATABASE_URL: optional(
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
        'must be a postgres:// URL',
      ),
  ),
  OFD_FETCH_CONCURRENCY: optional(z.string().regex(/^([1-9]|1[0-6])$/, 'must be 1–16')),
  OFD_DAY_CACHE_DOCUMENTS: optional(z.string().regex(/^\d{4,8}$/, 'must be 1000–99999999')),
  OFD_DAY_CACHE_TTL_MS: optional(z.string().regex(/^\d{1,8}$/, 'must be milliseconds')),
  OFD_PARSE_WORKERS: optional(z.string().regex(/^[0-4]$/, 'must be 0–4')),
  OFD_TIMEOUT_MS: optional(z.string().regex(/^\d{3,6}$/, 'must be milliseconds (100–999999)')),
  OFD_RATE_LIMIT_FACTOR: optional(
    z.string().regex(/^(0|[1-9]\d{0,3})$/, 'must be a whole number 0–9999 (0 turns limits off)'),
  ),
  OFD_DOCUMENTS_PAGING: optional(z.string().regex(/^(auto|off)$/, 'must be auto or off')),
  OFD_DEFAULT_TIME_ZONE: optional(
    z.string().max(64).refine(isKnownTimeZone, 'must be an IANA time zone such as Europe/Moscow'),
  ),
  PORT: optional(z.string().regex(/^\d{1,5}$/, 'must be a port number')),
  HEALTH_SILENT_HOURS: optional(z.string().regex(/^([1-9]\d{0,2})$/, 'must be hours (1–999)')),
  HEALTH_CACHE_TTL_MS: optional(z.string().regex(/^\d{1,8}$/, 'must be milliseconds')),
  HEALTH_WARM_INTERVAL_MS: optional(z.string().regex(/^\d{1,8}$/, 'must be milliseconds')),
  // A bearer token Prometheus sends; long enough not to be guessed.
  METRICS_TOKEN: optional(
    z.string().regex(/^[\x21-\x7e]{16,200}$/, 'must be 16–200 printable characters'),
  ),
  APP_URL: optional(
    z
      .string()
      .refine(
        (v) => /^https?:\/\/[^/?#@]+\/?$/.test(v),
        'must be an origin like https://console.example.ru',
      ),
  ),
  // Read by the server hook at start (lib/security/client-address.ts, the same pattern); validated
  // here with the rest so that a typo stops the app with the usual message.
  TRUST_PROXY_HOPS: optional(z.string().regex(/^\d$/, 'must be a whole number 0–9')),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  AUTH_IDLE_MINUTES: optional(z.string().regex(/^\d{1,5}$/, 'must be minutes')),
  AUTH_ABSOLUTE_HOURS: optional(z.string().regex(/^\d{1,4}$/, 'must be hours')),
});

export type Env = {
  /** True when the dashboard talks to the built-in service mounted in this app. */
  builtIn: boolean;
  baseUrl: string;
  apiKey: string;
  sessionId: string;
  apiKeyHeader: string;
  dataDir: string;
  /** The built-in service's PostgreSQL database (DATABASE_URL); without it, SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Day requests to the operator run at once while a period loads (OFD_FETCH_CONCURRENCY). */
  fetchConcurrency: number;
  /** Upper bound of documents the day cache holds (OFD_DAY_CACHE_DOCUMENTS, ~1.3 kB each). */
  dayCacheDocuments: number;
  /** How long a day that may still grow is served from the cache (OFD_DAY_CACHE_TTL_MS). */
  dayCacheTtlMs: number;
  /** Threads that parse `tickets` days (OFD_PARSE_WORKERS; 0 = the main thread; default: lib/documents/server/parse-threads.ts). */
  parseWorkers: number | undefined;
  /** Total deadline of one call to the operator, retries included (OFD_TIMEOUT_MS). */
  timeoutMs: number;
  /** Multiplies every rate limit (OFD_RATE_LIMIT_FACTOR; 0 turns them off). */
  rateLimitFactor: number;
  /** A register is `silent` after more than this many hours without a document (HEALTH_SILENT_HOURS). */
  healthSilentHours: number;
  /** How long a register's computed health is reused (HEALTH_CACHE_TTL_MS). */
  healthCacheTtlMs: number;
  /** Rebuild the health board in the background this often; 0: only on demand (HEALTH_WARM_INTERVAL_MS). */
  healthWarmIntervalMs: number;
  /** Bearer token of GET /api/metrics; undefined: metrics are off (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** `auto`: read days through `documents/by-period` where the operator has it; `off`: `tickets` only. */
  documentsPaging: 'auto' | 'off';
  /**
   * The zone an epoch-second document time is read in when the register's address names no
   * region (OFD_DEFAULT_TIME_ZONE, an IANA name; docs/real-operators.md, "Times").
   */
  defaultTimeZone: string;
  auth: AuthSettings;
  /** The default connection's title (OFD_TITLE); the others carry their own. */
  title: string | undefined;
  /** The connections beside the default one (OFD_CONNECTIONS, lib/env-connections.ts). */
  connections: ConnectionSettings[];
};

export type AuthSettings = {
  /** The public origin (APP_URL); requests for any other Host are refused. */
  appUrl: string | undefined;
  /** AUTH_SECRET signs session cookies; without it one is generated into OFD_DATA_DIR. */
  secret: string | undefined;
  /** A session unused this long ends (AUTH_IDLE_MINUTES, default 480). */
  idleMinutes: number;
  /** A session ends this long after sign-in however busy (AUTH_ABSOLUTE_HOURS, default 72). */
  absoluteHours: number;
};

export class EnvError extends BrandedError {
  static override readonly brand: string = 'EnvError';
  override name = 'EnvError';
}

/**
 * A setting that cannot be applied: the variable and what is wrong with its value, with the
 * allowed form or range, never the value itself (it may be a secret). Every settings module
 * reports these (lib/settings/check.ts gathers them before the first request; docs/configuration.md).
 */
export type SettingProblem = { variable: string; problem: string };

/** Every issue of a failed parse of the environment, one per variable. */
export function settingProblems(error: z.ZodError, fallback = 'environment'): SettingProblem[] {
  const seen = new Set<string>();
  const out: SettingProblem[] = [];
  for (const issue of error.issues) {
    const variable = String(issue.path[0] ?? fallback);
    if (seen.has(variable)) continue;
    seen.add(variable);
    out.push({ variable, problem: issue.message || 'is invalid' });
  }
  return out;
}

/** "Invalid configuration: NAME must be …." — how a start-up or a CLI says it. */
export const describeProblem = (p: SettingProblem) =>
  `Invalid configuration: ${p.variable} ${p.problem}.`;

/** What is wrong with the settings this module reads (lib/settings/check.ts gathers them all). */
export function envProblems(source: Record<string, string | undefined>): SettingProblem[] {
  const result = rawSchema.safeParse(source);
  const connections = readConnections(source).problems;
  if (!result.success) return [...settingProblems(result.error), ...connections];
  if (!result.data.OFD_BASE_URL) return connections;
  return [
    ...(['OFD_API_KEY', 'OFD_SESSION_ID'] as const)
      .filter((name) => !result.data[name])
      .map((variable) => ({ variable, problem: 'is required when OFD_BASE_URL is set' })),
    ...connections,
  ];
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = rawSchema.safeParse(source);
  if (!result.success) throw new EnvError(describeProblem(settingProblems(result.error)[0]!));
  const raw = result.data;
  const { connections, problems } = readConnections(source);
  if (problems.length > 0) throw new EnvError(describeProblem(problems[0]!));
  const apiKeyHeader = raw.OFD_API_KEY_HEADER ?? 'X-Vendor-Ofd-ApiKey';
  const dataDir = raw.OFD_DATA_DIR ?? '.data';
  const databaseUrl = raw.DATABASE_URL;
  const tuning = {
    fetchConcurrency: Number(raw.OFD_FETCH_CONCURRENCY ?? 4),
    dayCacheDocuments: Number(raw.OFD_DAY_CACHE_DOCUMENTS ?? 200_000),
    dayCacheTtlMs: Number(raw.OFD_DAY_CACHE_TTL_MS ?? 60_000),
    parseWorkers: raw.OFD_PARSE_WORKERS === undefined ? undefined : Number(raw.OFD_PARSE_WORKERS),
    rateLimitFactor: Number(raw.OFD_RATE_LIMIT_FACTOR ?? 1),
    healthSilentHours: Number(raw.HEALTH_SILENT_HOURS ?? 24),
    healthCacheTtlMs: Number(raw.HEALTH_CACHE_TTL_MS ?? 60_000),
    healthWarmIntervalMs: Number(raw.HEALTH_WARM_INTERVAL_MS ?? 0),
    metricsToken: raw.METRICS_TOKEN,
    documentsPaging: raw.OFD_DOCUMENTS_PAGING === 'off' ? ('off' as const) : ('auto' as const),
    defaultTimeZone: raw.OFD_DEFAULT_TIME_ZONE ?? DEFAULT_TIME_ZONE,
  };
  const timeoutMs = Number(raw.OFD_TIMEOUT_MS ?? 20_000);
  const auth: AuthSettings = {
    appUrl: raw.APP_URL?.replace(/\/$/, ''),
    secret: raw.AUTH_SECRET,
    idleMinutes: Math.max(5, Number(raw.AUTH_IDLE_MINUTES ?? 480)),
    absoluteHours: Math.max(1, Number(raw.AUTH_ABSOLUTE_HOURS ?? 72)),
  };
  // The same for the built-in service and a real operator.
  const common = {
    apiKeyHeader,
    dataDir,
    databaseUrl,
    ...tuning,
    timeoutMs,
    auth,
    title: raw.OFD_TITLE?.trim() || undefined,
    connections,
  };
  if (!raw.OFD_BASE_URL) {
    return {
      builtIn: true,
      baseUrl: `http://127.0.0.1:${raw.PORT ?? '3000'}`,
      apiKey: raw.OFD_API_KEY ?? DEMO_INTEGRATOR.apiKey,
      sessionId: raw.OFD_SESSION_ID ?? DEMO_INTEGRATOR.sessionId,
      ...common,
    };
  }
  for (const name of ['OFD_API_KEY', 'OFD_SESSION_ID'] as const) {
    if (!raw[name])
      throw new EnvError(`Invalid configuration: ${name} is required when OFD_BASE_URL is set.`);
  }
  return {
    builtIn: false,
    baseUrl: raw.OFD_BASE_URL.replace(/\/+$/, ''),
    apiKey: raw.OFD_API_KEY!,
    sessionId: raw.OFD_SESSION_ID!,
    ...common,
  };
}
