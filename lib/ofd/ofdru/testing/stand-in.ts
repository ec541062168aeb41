import { createOfdRuOperator, type OfdRuOperator } from '@/e2e/ofdru-operator.mjs';
import { ofdRuWorld, type OfdRuWorld } from '@/e2e/ofdru-world.mjs';
import type { OfdRuConnectionSettings } from '@/lib/env';
import { listenOnLoopback } from '@/lib/testing/loopback';

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
  /** Every request's address as it came, query included (the operator's own list drops the query). */
  requests: string[];
  close: () => Promise<void>;
};

let serial = 0;

export async function startOfdRuStandIn(
  world: OfdRuWorld = ofdRuWorld(),
  { name = `ofdru${++serial}`, ...more }: { tokenLifetimeMs?: number; name?: string } = {},
): Promise<StartedOfdRu> {
  const clock = { now: Date.now() };
  const operator = createOfdRuOperator({ ...CREDENTIALS, ...more, world, now: () => clock.now });
  const requests: string[] = [];
  const { origin, close } = await listenOnLoopback((req, res) => {
    requests.push(req.url ?? '');
    if (!operator.handle(req, res)) res.writeHead(404).end();
  });
  return {
    operator,
    clock,
    requests,
    connection: {
      kind: 'ofdru',
      name,
      title: 'ОФД.ру',
      baseUrl: origin,
      ...CREDENTIALS,
      inns: [INN],
    },
    close,
  };
}
