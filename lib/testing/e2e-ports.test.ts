import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { e2ePort } from '../../e2e/ports.mjs';

// The browser tests never meet a server they did not start (e2e/ports.mjs, playwright.config.ts).

describe('the browser tests choose their ports once', () => {
  it('picks a free block and hands it on through the environment', () => {
    const env: Record<string, string | undefined> = {};
    const base = e2ePort(env);
    expect(env).toEqual({ E2E_PORT: String(base), E2E_PORTS_CHOSEN: '1' });
    // Workers inherit the choice and do not probe again (their servers hold the ports by then).
    expect(e2ePort(env)).toBe(base);
  });

  it('refuses a named E2E_PORT whose block is taken, naming the port', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as { port: number };
    try {
      expect(() => e2ePort({ E2E_PORT: String(port - 10) })).toThrow(
        new RegExp(`port ${port} is already in use`),
      );
    } finally {
      taken.close();
    }
  });
});
