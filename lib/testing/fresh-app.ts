import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The settings of an app on a fresh folder of its own, as a test process's only app: its SQLite
// app database there, an operator named (never called, so no demo world is seeded) and a sign-in
// secret.

export const APP_URL = 'https://console.example.ru';

/** Sets them, and gives the folder. */
export function freshAppSettings(folderPrefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), folderPrefix));
  Object.assign(process.env, {
    OFD_DATA_DIR: folder,
    OFD_BASE_URL: 'https://api.example-ofd.ru',
    OFD_API_KEY: 'unit-test-key',
    OFD_SESSION_ID: 'unit-test-session',
    APP_URL,
    AUTH_SECRET: 'unit-test-secret-unit-test-secret-0123456789',
    DATABASE_URL: '',
  });
  return folder;
}
