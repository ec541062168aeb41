import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '@/lib/database-outage/unavailable';
import { DATABASE_FILE } from '@/lib/service/store/sqlite';
import { checkServiceStore, serveBuiltIn } from './mount';

// A store file that cannot be opened (here: a directory where the file should be, as a volume
// mounted wrongly or a file with the wrong owner) is an outage of the built-in service: 503 with
// the operator's error body and Retry-After, not a 500; and readiness says so (docs/outages.md).

beforeAll(() => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ofd-mount-'));
  mkdirSync(path.join(dataDir, DATABASE_FILE));
  Object.assign(process.env, { OFD_DATA_DIR: dataDir, OFD_BASE_URL: '', DATABASE_URL: '' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

it('answers 503 with the operator-shaped body when the store cannot be opened', async () => {
  const response = await serveBuiltIn(new Request('http://127.0.0.1/v2/organizations'));
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = await response.json();
  expect(body).toMatchObject({ errorCodeId: 'urn:error:service:unavailable', errorCode: 503000 });
  expect(JSON.stringify(body)).not.toMatch(/sqlite|ofd-mount/i);
});

it('fails readiness while the store cannot be opened', async () => {
  await expect(checkServiceStore(1000)).rejects.toBeInstanceOf(DatabaseUnavailableError);
});
