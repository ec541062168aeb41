import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside React Server Components; unit tests run server code directly.
      'server-only': fileURLToPath(new URL('./lib/testing/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    // Measurements in bench/ print figures instead of asserting speed; they run with
    // `npm run bench:micro`, not in `npm test`.
    include: process.env.OFD_BENCH
      ? ['bench/**/*.test.ts']
      : ['lib/**/*.test.ts', 'components/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
