import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/chromium.mjs';
import { EXPECT_MS, timeoutScale } from './e2e/load-scale.mjs';
import { DEMO_INTEGRATOR } from './lib/demo-credentials';
import { E2E_METRICS_TOKEN } from './e2e/support/health-world';
import {
  faultAppPort,
  faultAppUrl,
  faultCredentials,
  faultProxyPort,
  faultProxyUrl,
  mainPort,
} from './e2e/fault-setup';
import { FAULT_ADMIN, stateFile } from './e2e/support/people';
import { OFDRU_E2E } from './e2e/ofdru-stand-in.mjs';
import { TAXCOM_E2E } from './e2e/taxcom-stand-in.mjs';

const port = mainPort;
// Timeouts are sized for a quiet machine and grow with its load (e2e/load-scale.mjs).
const scale = timeoutScale();
const baseURL = `http://127.0.0.1:${port}`;
const chromium = findChromium();
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromium && !chromium.bundled ? chromium.path : undefined,
    args: chromiumArgs,
  },
};

/** A dashboard on `port`, started by e2e/start-app.mjs with its own data folder. */
function appServer(port: number, dataDir: string, env: Record<string, string>) {
  return {
    command: 'node e2e/start-app.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // Never a server this run did not start: an old build on the port would be tested instead.
    reuseExistingServer: false,
    timeout: 120_000 * scale,
    // Every spec shares one client address: limits ×100 keep them apart from the suite's pace
    // (the limits themselves are proven in lib/security/rate-limits.test.ts). No alert timer: it
    // would evaluate at a minute after start and every five, sending the demo world's problems to
    // whatever rules a spec has made by then; specs evaluate through POST /api/alerts/evaluate,
    // and the timer's schedule is proven in lib/alerts/server/timer.test.ts.
    env: {
      PORT: String(port),
      OFD_DATA_DIR: dataDir,
      OFD_RATE_LIMIT_FACTOR: '100',
      ALERTS_INTERVAL_MINUTES: '0',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  timeout: 30_000 * scale,
  // Each test and `expect` grows these again to the load when it starts (e2e/support/load-aware-test.ts).
  expect: { timeout: EXPECT_MS * scale },
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The JSON report gives each spec file's time (npm run test:times, docs/testing.md).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e-report.json' }],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  // A trace records every action's page as it goes, a cost paid by every passing test: it is
  // recorded for a failed test's retry (CI retries once), or on demand with `--trace on`.
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    // Signs each role in once; every other project starts signed in (as the administrator).
    { name: 'setup', testDir: './e2e/setup', testMatch: /.*\.setup\.ts/ },
    // The one-worker projects come first: the runner hands out work in this order, skipping a
    // project at its worker limit, so each keeps one worker busy from the start while the other
    // takes the rest. Listed last, they ran alone at the end with a worker idle; and a project
    // without the set-up as a dependency ran in an earlier phase that the others waited for.
    // Two app instances on one PostgreSQL database (e2e/instances): they start their own servers
    // on E2E_PORT+20 and +21, so only when a server is named (DATABASE_URL) or in CI, where its
    // absence fails the run. The main app above stays on SQLite (e2e/start-app.mjs).
    ...(process.env.DATABASE_URL || process.env.CI
      ? [{ name: 'instances', testDir: './e2e/instances', workers: 1, dependencies: ['setup'] }]
      : []),
    {
      // Specs that switch the fault proxy's global mode: one at a time, against the second app.
      name: 'faults',
      testDir: './e2e/faults',
      workers: 1,
      dependencies: ['setup'],
      use: { ...browser, baseURL: faultAppUrl, storageState: stateFile('fault-admin') },
    },
    {
      name: 'api',
      testDir: './e2e/api',
      dependencies: ['setup'],
      use: { storageState: stateFile('admin') },
    },
    {
      name: 'ui',
      testDir: './e2e/ui',
      dependencies: ['setup'],
      use: { ...browser, storageState: stateFile('admin') },
    },
    // Sign-in, roles and scope: each spec chooses who it is.
    { name: 'auth', testDir: './e2e/auth', dependencies: ['setup'], use: browser },
  ],
  webServer: [
    // As if behind one reverse proxy: specs name their client address in X-Forwarded-For
    // (e2e/auth/abuse.spec.ts); the fault app below trusts none, the default.
    // Private webhooks: the alert specs' receivers listen on loopback (docs/alerts.md).
    appServer(port, '.data/e2e', {
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      TRUST_PROXY_HOPS: '1',
      ALERTS_ALLOW_PRIVATE_WEBHOOKS: '1',
    }),
    {
      command: 'node e2e/fault-proxy.mjs',
      url: `${faultProxyUrl}/__fault/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAULT_PROXY_PORT: String(faultProxyPort),
        FAULT_TARGET: baseURL,
        FAULT_ACCEPT_KEY: faultCredentials.apiKey,
        FAULT_ACCEPT_SESSION: faultCredentials.sessionId,
        FAULT_FORWARD_KEY: DEMO_INTEGRATOR.apiKey,
        FAULT_FORWARD_SESSION: DEMO_INTEGRATOR.sessionId,
      },
    },
    // A second dashboard that reaches the built-in service only through the proxy, holding its
    // own non-demo credentials, with a short deadline so "slow" fails within a test's time.
    appServer(faultAppPort, '.data/e2e-fault', {
      OFD_BASE_URL: faultProxyUrl,
      OFD_API_KEY: faultCredentials.apiKey,
      OFD_SESSION_ID: faultCredentials.sessionId,
      OFD_TIMEOUT_MS: '2500',
      // The public origin: a request naming another Host is refused (e2e/auth/abuse.spec.ts).
      APP_URL: faultAppUrl,
      // An external operator gets no demo people: the launcher creates this administrator.
      E2E_ADMIN_EMAIL: FAULT_ADMIN.email,
      E2E_ADMIN_PASSWORD: FAULT_ADMIN.password,
      // Operators of other kinds, served by the proxy (e2e/taxcom-stand-in.mjs,
      // e2e/ofdru-stand-in.mjs).
      OFD_CONNECTIONS: `${TAXCOM_E2E.name},${OFDRU_E2E.name}`,
      OFD_TAXCOM1_KIND: 'taxcom',
      OFD_TAXCOM1_BASE_URL: faultProxyUrl,
      OFD_TAXCOM1_INTEGRATOR_ID: TAXCOM_E2E.integratorId,
      OFD_TAXCOM1_LOGIN: TAXCOM_E2E.login,
      OFD_TAXCOM1_PASSWORD: TAXCOM_E2E.password,
      OFD_TAXCOM1_TITLE: TAXCOM_E2E.title,
      OFD_OFDRU1_KIND: 'ofdru',
      OFD_OFDRU1_BASE_URL: faultProxyUrl,
      OFD_OFDRU1_LOGIN: OFDRU_E2E.login,
      OFD_OFDRU1_PASSWORD: OFDRU_E2E.password,
      OFD_OFDRU1_INNS: OFDRU_E2E.inn,
      OFD_OFDRU1_TITLE: OFDRU_E2E.title,
    }),
  ],
});
