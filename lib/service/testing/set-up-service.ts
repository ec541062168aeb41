import { afterAll, beforeAll } from 'vitest';
import { startService, type Service } from './fixture-service';

/**
 * The service over HTTP for a test file, holding the fixture world: started before the file's tests
 * and closed after them. Ask it with `get` (the response) or `json` (status, headers and body).
 */
export function setUpService(): Pick<Service, 'get' | 'json'> {
  let service: Service | undefined;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service?.close());
  return {
    get: (...args) => service!.get(...args),
    json: (...args) => service!.json(...args),
  };
}
