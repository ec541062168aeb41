// The browser tests' ports, chosen once by the runner and handed to its servers and workers
// through the environment (playwright.config.ts). The main app is on the base port, the fault
// proxy on +10, the second dashboard on +11, the two PostgreSQL instances on +20 and +21. Without
// E2E_PORT a free block is picked, so two runs on one machine never meet each other's servers; a
// named E2E_PORT whose block is taken fails at once, naming the port (docs/testing.md).
import { spawnSync } from 'node:child_process';

export const PORT_OFFSETS = [0, 10, 11, 20, 21];

// Binding is asynchronous in Node: a tiny child process checks, so the config stays synchronous.
const PROBE = `
const net = require('node:net');
const [given, offsets] = JSON.parse(process.argv[1]);
const free = (port) => new Promise((ok) => {
  const s = net.createServer().once('error', () => ok(false));
  s.listen(port, '127.0.0.1', () => s.close(() => ok(true)));
});
(async () => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = given ?? 20000 + Math.floor(Math.random() * 1200) * 10; // below the ephemeral range
    const taken = [];
    for (const o of offsets) if (!(await free(base + o))) taken.push(base + o);
    if (!taken.length || given) return console.log(JSON.stringify({ base, taken }));
  }
  console.log(JSON.stringify({ base: null, taken: [] }));
})();`;

/** Chooses the block once (the runner); workers inherit E2E_PORT and E2E_PORTS_CHOSEN. */
export function e2ePort(env = process.env) {
  if (env.E2E_PORTS_CHOSEN) return Number(env.E2E_PORT);
  const given = env.E2E_PORT ? Number(env.E2E_PORT) : null;
  const probe = spawnSync(process.execPath, ['-e', PROBE, JSON.stringify([given, PORT_OFFSETS])], {
    encoding: 'utf8',
  });
  const { base, taken } = JSON.parse(probe.stdout || '{"base":null,"taken":[]}');
  if (taken.length) {
    throw new Error(
      `E2E_PORT=${given}: port ${taken.join(', ')} is already in use by a server this run did not ` +
        `start. Stop it, choose another E2E_PORT, or leave E2E_PORT unset to pick free ports.`,
    );
  }
  if (base === null) throw new Error('No free block of ports for the browser tests was found.');
  env.E2E_PORT = String(base);
  env.E2E_PORTS_CHOSEN = '1';
  return base;
}
