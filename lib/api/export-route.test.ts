import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_PATH } from './route';

// The door leaves an export's failures to the export routes' wrapper (./export-route.server.ts):
// a route under an `export` segment that took the plain door would neither audit a refusal nor
// send a browser to the page that says why.

const routes = readdirSync('app/api', { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'route.ts')
  .map((file) => path.join('app/api', file));
const exports = routes.filter((file) => EXPORT_PATH.test(`/${file}`));

describe('the export routes', () => {
  it('all take the export wrapper', () => {
    expect(exports.length).toBeGreaterThanOrEqual(3);
    for (const file of exports) {
      const source = readFileSync(file, 'utf8');
      expect({
        file,
        wrapped: /\bexportRoute\(/.test(source),
        plain: /\bapiRoute\(/.test(source),
      }).toEqual({ file, wrapped: true, plain: false });
    }
  });
});
