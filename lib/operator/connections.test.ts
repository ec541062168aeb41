import { describe, expect, it } from 'vitest';
import { runAsSystem, runAsViewer } from '@/lib/auth/server/scope';
import type { TaxcomConnectionSettings } from '@/lib/env';
import { ofdGet } from '@/lib/ofd/client';
import { CredentialsRejectedError, NotFoundError } from '@/lib/ofd/errors';
import { documentListSchema, organizationListSchema, organizationSchema } from '@/lib/ofd/schemas';
import { DAYS, DRIVES, INN, RNM } from '@/lib/ofd/taxcom/testing/stand-in';
import { twoOperators } from '@/lib/ofd/taxcom/testing/two-operators';
import { person } from '@/lib/testing/person';
import { getOrganization, getRegister, listOrganizations } from './api';
import { operatorGet } from './call';
import { unavailableRows } from './connections';

// Two connections at once (docs/operators.md): the default operator (a fake on loopback) and a
// Taxcom stand-in named `taxcom1`. Calls are routed by the organization they name; the list covers
// both, each row naming its operator; a Taxcom that is down makes only its own rows say so.

const { upstream, taxcom: standIn } = twoOperators('connections');

const TAXCOM_ORG = `taxcom1~${INN}`;
const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

describe('one organization', () => {
  it('names its operator as the list does, for either connection', async () => {
    const [taxcomOrg, own] = await runAsSystem(() =>
      Promise.all([getOrganization(TAXCOM_ORG), getOrganization('org-a')]),
    );
    expect(taxcomOrg.operator).toBe('Такском');
    expect(own.operator).toBe('Наш оператор');
  });
});

describe('routing by organization', () => {
  it('keeps the default connection’s ids and calls as they were', async () => {
    const before = upstream.requests.length;
    const own = await ofdGet({ path: '/v2/organizations', schema: organizationListSchema });
    expect(own.map((o) => o.id)).toEqual(['org-a']);
    expect(upstream.requests.length).toBe(before + 1);
  });

  it('sends a namespaced organization to its connection, never to the default operator', async () => {
    const before = upstream.requests.length;
    const org = await ofdGet({
      path: '/v2/organizations/{orgId}',
      params: { orgId: TAXCOM_ORG },
      schema: organizationSchema,
    });
    expect(org).toMatchObject({ id: TAXCOM_ORG, inn: INN });
    const register = await runAsSystem(() => getRegister(TAXCOM_ORG, RNM));
    expect(register.fiscalDrives.map((d) => d.fiscalDriveNumber)).toEqual(DRIVES);
    expect(upstream.requests.length).toBe(before);
  });

  it('sends `tickets` by the INN its connection listed', async () => {
    await ofdGet({ path: '/v2/organizations', schema: organizationListSchema }, { via: 'taxcom1' });
    const documents = await ofdGet({
      path: TICKETS,
      params: { inn: INN, rnm: RNM, drive: DRIVES[0]! },
      query: { dateFrom: DAYS[0]!, dateTo: DAYS[0]! },
      schema: documentListSchema,
    });
    expect(documents.map((d) => d.type)).toEqual([
      'openShift',
      'receipt',
      'receipt',
      'receipt',
      'closeShift',
    ]);
  });
});

describe('one list across operators', () => {
  it('lists every connection’s organizations, each row naming its operator', async () => {
    const rows = await runAsSystem(() => listOrganizations());
    expect(rows.map((r) => [r.id, r.operator, r.unavailable])).toEqual([
      ['org-a', 'Наш оператор', undefined],
      [TAXCOM_ORG, 'Такском', undefined],
    ]);
  });

  it('a person’s scope spans connections', async () => {
    const owner = person('owner', [TAXCOM_ORG]);
    await runAsViewer(owner, async () => {
      expect((await listOrganizations()).map((r) => r.id)).toEqual([TAXCOM_ORG]);
      const days = await operatorGet({
        path: TICKETS,
        params: { inn: INN, rnm: RNM, drive: DRIVES[0]! },
        query: { dateFrom: DAYS[1]!, dateTo: DAYS[1]! },
        schema: documentListSchema,
      });
      expect(days).toHaveLength(5);
      const other = operatorGet({
        path: '/v2/organizations/{orgId}',
        params: { orgId: 'org-a' },
        schema: organizationSchema,
      });
      await expect(other).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  it('a Taxcom that is down makes only its own rows say so', async () => {
    standIn().operator.fail({ status: 503, path: /AccountList/, times: 100 });
    const rows = await runAsSystem(() => listOrganizations());
    // Its rows are the ones it listed last, marked; the default operator's stay as they are.
    expect(rows.map((r) => [r.id, r.operator, r.unavailable])).toEqual([
      ['org-a', 'Наш оператор', undefined],
      [TAXCOM_ORG, 'Такском', 'unavailable'],
    ]);
  });
});

describe('a connection that never answered', () => {
  const never: TaxcomConnectionSettings = {
    kind: 'taxcom',
    name: 'never',
    title: 'Другой',
    baseUrl: 'http://127.0.0.1:9',
    integratorId: 'integrator',
    login: 'login',
    password: 'password',
  };
  const refused = new CredentialsRejectedError('key');

  it('shows one row naming it and what is wrong, to whom may see all', async () => {
    const rows = await runAsSystem(() => unavailableRows(never, refused));
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'never~-',
        shortName: 'Другой',
        operator: 'Другой',
        unavailable: 'credentials-rejected',
      }),
    ]);
  });

  it('shows nothing to a person granted none of its organizations', async () => {
    const owner = person('owner', ['org-a']);
    expect(await runAsViewer(owner, () => unavailableRows(never, refused))).toEqual([]);
  });
});
