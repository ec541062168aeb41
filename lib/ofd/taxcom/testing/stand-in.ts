import {
  createTaxcomOperator,
  taxcomWorld,
  type TaxcomOperator,
  type TaxcomWorld,
} from '@/e2e/taxcom-operator.mjs';
import type { TaxcomConnectionSettings } from '@/lib/env';
import { loadRealReceipts } from '@/lib/ofd/testing/real-receipts/load';
import { listenOnLoopback } from '@/lib/testing/loopback';

// The Taxcom stand-in (e2e/taxcom-operator.mjs) on loopback for unit tests, serving real receipts
// of the corpus (lib/ofd/testing/real-receipts) over three days on one register with two drives.

export const DAYS = ['2024-03-04', '2024-03-05', '2024-03-06'];
export const RNM = '0000000001047959';
export const DRIVES = ['9999078945337305', '9999078945337306'];
export const INN = '7704211201';
const CREDENTIALS = {
  integratorId: 'integrator-1',
  login: 'owner@example.test',
  password: 'secret',
};

export const standInReceipts = () =>
  loadRealReceipts()
    .filter(
      (r) =>
        r.source.units === 'kopecks' &&
        Array.isArray(r.body.items) &&
        typeof r.body.totalSum === 'number' &&
        [1, 2, 3, 4].includes(r.body.operationType as number),
    )
    .slice(0, 12)
    .map(({ id, body }) => ({ id, body }));

export const standInWorld = (more: { perShift?: number } = {}) =>
  taxcomWorld({
    receipts: standInReceipts(),
    days: DAYS,
    rnm: RNM,
    drives: DRIVES,
    inn: INN,
    ...more,
  });

export type StartedStandIn = {
  operator: TaxcomOperator;
  connection: TaxcomConnectionSettings;
  /** The stand-in's clock: a test moves it to let tokens expire. */
  clock: { now: number };
  close: () => Promise<void>;
};

let serial = 0;

export async function startTaxcomStandIn(
  world: TaxcomWorld = standInWorld(),
  name = `tx${++serial}`,
): Promise<StartedStandIn> {
  const clock = { now: Date.parse('2024-03-07T10:00:00Z') };
  const operator = createTaxcomOperator({ ...CREDENTIALS, world, now: () => clock.now });
  const { origin, close } = await listenOnLoopback((req, res) => {
    if (!operator.handle(req, res)) res.writeHead(404).end();
  });
  return {
    operator,
    clock,
    connection: {
      kind: 'taxcom',
      name,
      title: 'Такском',
      baseUrl: origin,
      ...CREDENTIALS,
    },
    close,
  };
}
