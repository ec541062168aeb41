import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = findChromium();

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    { name: 'api', testDir: './e2e/api' },
    {
      name: 'ui',
      testDir: './e2e/ui',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium && !chromium.bundled ? chromium.path : undefined,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/start-app.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(port), OFD_DATA_DIR: '.data/e2e' },
  },
});
