import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import {
  INN,
  RNM,
  startTaxcomStandIn,
  type StartedStandIn,
} from '@/lib/ofd/taxcom/testing/stand-in';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { scopeOf } from './load-overview';

// The overview's and the receipt search's registers across connections (docs/operators.md): the
// default operator (a fake on loopback) and a Taxcom stand-in. Each register's organization names
// its operator; a Taxcom that is down is named among the ones left out, not dropped silently.

const DEFAULT_ORG = { id: 'org-a', inn: '7700000001', shortName: 'Ромашка' };
setUpFakeOperator(
  'scope-across',
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

const request = {
  from: '2024-03-04',
  to: '2024-03-06',
  compare: 'previous',
  source: 'documents',
} as const;

describe('the overview’s scope across operators', () => {
  it('carries each register’s operator from its organization', async () => {
    const { targets, down } = await runAsSystem(() => scopeOf(request));
    expect(targets.map((t) => [t.orgId, t.register.regNumber, t.org.operator])).toEqual([
      [`taxcom1~${INN}`, RNM, 'Такском'],
    ]);
    expect(down).toEqual([]);
  });

  it('names a Taxcom that is down among the ones left out instead of dropping it silently', async () => {
    taxcom.operator.fail({ status: 503, path: /AccountList/, times: 100 });
    const { targets, down } = await runAsSystem(() => scopeOf(request));
    expect(targets).toEqual([]);
    expect(down).toEqual([{ operator: 'Такском', reason: 'unavailable' }]);
  });
});
