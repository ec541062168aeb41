import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { DEMO_INTEGRATOR } from './demo-credentials';

/** A real operator's configuration, complete: a test changes what it is about. */
const REAL_OPERATOR = {
  OFD_BASE_URL: 'https://api.example-ofd.ru/',
  OFD_API_KEY: 'key-123',
  OFD_SESSION_ID: 'sid-456',
};

describe('parseEnv', () => {
  it('uses the built-in service and demo credentials when OFD_BASE_URL is unset', () => {
    const env = parseEnv({ PORT: '3100' });
    expect(env).toMatchObject({
      builtIn: true,
      baseUrl: 'http://127.0.0.1:3100',
      apiKey: DEMO_INTEGRATOR.apiKey,
      apiKeyHeader: 'X-Vendor-Ofd-ApiKey',
      dataDir: '.data',
    });
  });

  it('reads a real operator configuration', () => {
    const env = parseEnv({ ...REAL_OPERATOR, OFD_API_KEY_HEADER: 'X-Example-Ofd-ApiKey' });
    expect(env).toMatchObject({
      builtIn: false,
      baseUrl: 'https://api.example-ofd.ru',
      apiKeyHeader: 'X-Example-Ofd-ApiKey',
    });
  });

  it('names the missing variable when a real operator lacks a session', () => {
    expect(() => parseEnv({ ...REAL_OPERATOR, OFD_SESSION_ID: undefined })).toThrow(
      /OFD_SESSION_ID is required/,
    );
  });

  it('names a malformed variable but never echoes its value', () => {
    const secret = 'not a url with secret-value-42';
    try {
      parseEnv({ OFD_BASE_URL: secret });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toContain('OFD_BASE_URL');
      expect((error as Error).message).not.toContain('secret-value-42');
    }
  });

  it('refuses credentials embedded in the base URL', () => {
    expect(() => parseEnv({ ...REAL_OPERATOR, OFD_BASE_URL: 'https://user:pw@x.example' })).toThrow(
      /OFD_BASE_URL must not contain credentials/,
    );
  });

  it('chooses PostgreSQL for the built-in service with DATABASE_URL, and never echoes it', () => {
    expect(parseEnv({}).databaseUrl).toBeUndefined();
    const url = 'postgres://ofd:s3cret-pw@db.internal:5432/ofd';
    expect(parseEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://u:s3cret-pw@h/db' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL\.$/,
    );
  });

  it('rejects a header name with spaces', () => {
    expect(() => parseEnv({ OFD_API_KEY_HEADER: 'X Bad' })).toThrow(/OFD_API_KEY_HEADER/);
  });

  it('reads the documents engine tuning, with defaults', () => {
    expect(parseEnv({})).toMatchObject({
      fetchConcurrency: 4,
      dayCacheDocuments: 200_000,
      dayCacheTtlMs: 60_000,
    });
    expect(
      parseEnv({
        OFD_FETCH_CONCURRENCY: '8',
        OFD_DAY_CACHE_DOCUMENTS: '50000',
        OFD_DAY_CACHE_TTL_MS: '5000',
      }),
    ).toMatchObject({ fetchConcurrency: 8, dayCacheDocuments: 50_000, dayCacheTtlMs: 5000 });
    expect(() => parseEnv({ OFD_FETCH_CONCURRENCY: '0' })).toThrow(/OFD_FETCH_CONCURRENCY/);
    expect(() => parseEnv({ OFD_FETCH_CONCURRENCY: '64' })).toThrow(/OFD_FETCH_CONCURRENCY/);
  });

  it('reads the operator deadline, 20 s unless OFD_TIMEOUT_MS says otherwise', () => {
    expect(parseEnv({}).timeoutMs).toBe(20_000);
    expect(parseEnv({ OFD_TIMEOUT_MS: '2500' }).timeoutMs).toBe(2500);
    expect(() => parseEnv({ OFD_TIMEOUT_MS: '2.5s' })).toThrow(/OFD_TIMEOUT_MS/);
  });

  it('reads the default time zone as an IANA name, Moscow unless OFD_DEFAULT_TIME_ZONE says', () => {
    expect(parseEnv({}).defaultTimeZone).toBe('Europe/Moscow');
    expect(parseEnv({ OFD_DEFAULT_TIME_ZONE: 'Asia/Novosibirsk' }).defaultTimeZone).toBe(
      'Asia/Novosibirsk',
    );
    expect(() => parseEnv({ OFD_DEFAULT_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /OFD_DEFAULT_TIME_ZONE/,
    );
  });

  it('reads the health settings and the metrics token, which is never required', () => {
    expect(parseEnv({})).toMatchObject({
      healthSilentHours: 24,
      healthCacheTtlMs: 60_000,
      metricsToken: undefined,
    });
    const token = 'prometheus-scrape-token-1';
    expect(parseEnv({ HEALTH_SILENT_HOURS: '48', METRICS_TOKEN: token })).toMatchObject({
      healthSilentHours: 48,
      metricsToken: token,
    });
    expect(() => parseEnv({ HEALTH_SILENT_HOURS: '0' })).toThrow(/HEALTH_SILENT_HOURS/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).not.toThrow(/short/);
  });
});
