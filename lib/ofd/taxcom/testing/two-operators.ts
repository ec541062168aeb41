import { afterAll, beforeAll } from 'vitest';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { startTaxcomStandIn, type StartedStandIn } from './stand-in';

// Two connections at once for a test file (docs/operators.md): the default operator, a fake on
// loopback titled «Наш оператор» that lists one organization, and a Taxcom stand-in beside it,
// connection `taxcom1` titled «Такском».

const DEFAULT_ORG = { id: 'org-a', inn: '7700000001', shortName: 'Ромашка' };

/** Sets both up around the file; `paths` adds the default operator's answers by path. */
export function twoOperators(name: string, paths: Record<string, unknown> = {}) {
  const upstream = setUpFakeOperator(
    name,
    answerByPath({
      '/v2/organizations': [DEFAULT_ORG],
      '/v2/organizations/org-a': DEFAULT_ORG,
      ...paths,
    }),
    { OFD_TIMEOUT_MS: '5000', OFD_TITLE: 'Наш оператор' },
  );
  let taxcom: StartedStandIn | undefined;
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
  afterAll(() => taxcom?.close());
  return { upstream, taxcom: () => taxcom! };
}
