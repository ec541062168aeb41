// Where Playwright finds Chromium on machines that cannot download its browsers:
// PLAYWRIGHT_CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own if installed.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium'];
  for (const path of candidates) if (path && existsSync(path)) return { path, bundled: false };
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return { path: bundled, bundled: true };
  } catch {
    // Playwright throws when it has no browser of its own: fall through.
  }
  return null;
}

// Flags this closed network needs: without them Chromium keeps dialling Google's hosts.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];
