// Starts the production build for the e2e suite on 127.0.0.1 with a fresh demo data directory,
// so every run sees the same generated world. Always on SQLite, even when DATABASE_URL is exported
// (CI exports it for the PostgreSQL half of the tests): a persistent database would carry one run's
// imports into the next. The app on PostgreSQL is proven by e2e/instances, on a fresh database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createAdmin } from './create-admin.mjs';

const dataDir = process.env.OFD_DATA_DIR ?? '.data/e2e';
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.PORT ?? '3100';
// With an external operator no demo people exist: create the administrator the specs sign in as.
if (process.env.E2E_ADMIN_EMAIL) {
  const status = createAdmin(
    { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD ?? '' },
    { OFD_DATA_DIR: dataDir, DATABASE_URL: '' },
  );
  if (status !== 0) process.exit(status ?? 1);
}
const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', port], {
  stdio: 'inherit',
  env: { ...process.env, OFD_DATA_DIR: dataDir, PORT: port, DATABASE_URL: '' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
