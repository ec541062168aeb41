import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RNM, startTaxcomStandIn, type StartedStandIn } from '@/lib/ofd/taxcom/testing/stand-in';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';

// Lookup across connections (docs/operators.md): the default operator (a fake on loopback) and a
// Taxcom stand-in. The answer says that its registers come from several operators, each result
// naming its own; a Taxcom that is down is named in it instead of its registers vanishing.

const DEFAULT_ORG = { id: 'org-a', inn: '7700000001', shortName: 'Ромашка' };
setUpFakeOperator(
  'lookup-across',
  answerByPath({
    '/v2/organizations': [DEFAULT_ORG],
    '/v2/organizations/org-a': DEFAULT_ORG,
    '/v2/organizations/org-a/cashboxes': [],
  }),
  { OFD_TIMEOUT_MS: '5000', OFD_TITLE: 'Наш оператор' },
);

let taxcom: StartedStandIn;
beforeAll(async () => {
  taxcom = await startTaxcomStandIn(undefined, 'taxcom1');
  Object.assign(process.env, {
    OFD_CONNECTIONS: 'taxcom1',
    OFD_TAXCOM1_KIND: 'taxcom',
    OFD_TAXCOM1_BASE_URL: taxcom.connection.baseUrl,
    OFD_TAXCOM1_INTEGRATOR_ID: taxcom.connection.integratorId,
    OFD_TAXCOM1_LOGIN: taxcom.connection.login,
    OFD_TAXCOM1_PASSWORD: taxcom.connection.password,
    OFD_TAXCOM1_TITLE: 'Такском',
  });
});
afterAll(() => taxcom.close());

/** The lookup with a directory of its own (its cache is the module's). */
async function lookup(q: string) {
  vi.resetModules();
  const { runAsSystem } = await import('@/lib/auth/server/scope');
  const { lookupRegisters } = await import('./lookup.server');
  return runAsSystem(() => lookupRegisters(q));
}

describe('lookup across operators', () => {
  it('finds a Taxcom register naming its operator, and says the answer spans operators', async () => {
    const answer = await lookup(RNM);
    expect(answer.results.map((r) => [r.register.regNumber, r.organization.operator])).toEqual([
      [RNM, 'Такском'],
    ]);
    expect(answer.operators).toBe(true);
    expect(answer.down).toEqual([]);
  });

  it('names a Taxcom that is down, its registers not found meanwhile', async () => {
    taxcom.operator.fail({ status: 503, path: /AccountList/, times: 100 });
    const answer = await lookup(RNM);
    expect(answer.results).toEqual([]);
    expect(answer.down).toEqual([{ operator: 'Такском', reason: 'unavailable' }]);
  });
});
