// First step of `npm test`: fail fast, in one line, when no browser can run the UI tests.
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(
    'No Chromium found: install one with `sudo apt-get install -y chromium` or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
