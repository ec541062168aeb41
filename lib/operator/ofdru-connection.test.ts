import { describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { ofdGet } from '@/lib/ofd/client';
import { documentListSchema, organizationListSchema } from '@/lib/ofd/schemas';
import { DRIVE, INN, RNM, startOfdRuStandIn } from '@/lib/ofd/ofdru/testing/stand-in';
import { besideDefault } from '@/lib/ofd/testing/beside-default';
import { getRegister, listOrganizations } from './api';

// An OFD.ru connection beside the default operator (docs/operators-ofdru.md): the wire's
// client routes its organization's calls to the OFD.ru adapter, and the list names its operator.

const OFDRU_ORG = `ofdru1~${INN}`;
const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

const { upstream } = besideDefault('ofdru-connection', () =>
  startOfdRuStandIn(undefined, { name: 'ofdru1' }),
);

describe('an OFD.ru connection', () => {
  it('lists its organization beside the default operator’s, naming its operator', async () => {
    const rows = await runAsSystem(() => listOrganizations());
    expect(rows.map((r) => [r.id, r.operator, r.unavailable])).toEqual([
      ['org-a', 'Наш оператор', undefined],
      [OFDRU_ORG, 'ОФД.ру', undefined],
    ]);
  });

  it('answers its register and its receipts, never asking the default operator', async () => {
    const before = upstream.requests.length;
    const register = await runAsSystem(() => getRegister(OFDRU_ORG, RNM));
    expect(register.fiscalDrives.map((d) => d.fiscalDriveNumber)).toEqual([DRIVE]);
    await ofdGet({ path: '/v2/organizations', schema: organizationListSchema }, { via: 'ofdru1' });
    const documents = await ofdGet({
      path: TICKETS,
      params: { inn: INN, rnm: RNM, drive: DRIVE },
      query: { dateFrom: '2026-01-12', dateTo: '2026-01-12' },
      schema: documentListSchema,
    });
    expect(documents.map((d) => [d.type, d.fiscalDocumentNumber])).toEqual([
      ['receipt', 150],
      ['receipt', 151],
    ]);
    expect(upstream.requests.length).toBe(before);
  });
});
