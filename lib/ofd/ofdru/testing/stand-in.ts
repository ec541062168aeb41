import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOfdRuOperator, type OfdRuOperator } from '@/e2e/ofdru-operator.mjs';
import { ofdRuWorld, type OfdRuWorld } from '@/e2e/ofdru-world.mjs';
import type { OfdRuConnectionSettings } from '@/lib/env';

// The OFD.ru stand-in (e2e/ofdru-operator.mjs) on loopback for unit tests: one organization, two
// registers, receipts of 2025 (20%) and 2026 (22%), a return and a weighed line.

export const INN = '7725713770';
export const RNM = '0004211301052313';
export const DRIVE = '7380440800123456';
const CREDENTIALS = { login: 'owner@example.test', password: 'secret' };

export type StartedOfdRu = {
  operator: OfdRuOperator;
  connection: OfdRuConnectionSettings;
  /** The stand-in's clock: a test moves it to let tokens end. */
  clock: { now: number };
  close: () => Promise<void>;
};

let serial = 0;

export async function startOfdRuStandIn(
  world: OfdRuWorld = ofdRuWorld(),
  more: { tokenLifetimeMs?: number } = {},
): Promise<StartedOfdRu> {
  const clock = { now: Date.now() };
  const operator = createOfdRuOperator({ ...CREDENTIALS, ...more, world, now: () => clock.now });
  const server: Server = createServer((req, res) => {
    if (!operator.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    operator,
    clock,
    connection: {
      kind: 'ofdru',
      name: `ofdru${++serial}`,
      title: 'ОФД.ру',
      baseUrl: `http://127.0.0.1:${port}`,
      ...CREDENTIALS,
      inns: [INN],
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
