import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Store } from './store/types';
import { startService, type Service } from './testing/fixture-service';

// A failure inside the store becomes the operator-shaped 500, with nothing of the cause on the wire.

let service: Service;
beforeAll(async () => {
  service = await startService(undefined, {
    wrap: (store) => {
      const broken = Object.create(store) as Store;
      broken.listOrganizations = async () => {
        throw new Error('SQLITE_CORRUPT: database disk image is malformed at /secret/path');
      };
      return broken;
    },
  });
});
afterAll(() => service.close());

it('answers 500 with the error body and no internals', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { status, body, text } = await service.json('/v2/organizations');
  expect(status).toBe(500);
  expect(body).toMatchObject({ errorCodeId: 'urn:error:internal', errorCode: 500000 });
  expect(text).not.toMatch(/SQLITE|secret/);
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});
