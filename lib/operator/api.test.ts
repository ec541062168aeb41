import { describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { answerByPath, sendJson, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { FN, INN, ORG, REGISTER_RECORD, RNM } from '@/lib/testing/operator-register';
import { getRegister, listRegisters, listOrganizations } from './api';
import { BadResponseError } from '@/lib/ofd/errors';

// lib/operator/api.ts against a fake operator on loopback: the reshaping into views (read as the system:
// scoping to a person is lib/operator/guard.test.ts's subject).

const OLD_FN = '9999078860700001';

const register = {
  ...REGISTER_RECORD,
  addresses: [{ address: 'Москва, Тверская, 1', startDate: '2024-01-01T00:00:00' }],
  fiscalDrive: { fiscalDriverNumber: `${FN}` },
  fiscalDrives: [
    { fiscalDriverNumber: `${OLD_FN}    `, earliestDocumentTimestamp: '2023-01-10T09:00:00' },
    { fiscalDriverNumber: FN, earliestDocumentTimestamp: '2024-03-01T09:00:00' },
  ],
  permissionFrom: '2024-03-01T00:00:00',
  permissionTo: '2024-06-30T23:59:59',
  unknownField: 'dropped',
};

const operator = answerByPath({
  '/v2/organizations': [{ id: ORG, inn: `${INN}  `, kpp: '770701001', shortName: 'Ромашка' }],
  [`/v2/organizations/${ORG}`]: { id: ORG, inn: `${INN}  ` },
  [`/v2/organizations/${ORG}/cashboxes`]: [register],
  [`/v2/organizations/${ORG}/cashboxes/${RNM}`]: register,
});

const upstream = setUpFakeOperator('api', operator, { OFD_TIMEOUT_MS: '2000' });

describe('organizations and registers', () => {
  it('trims padded INNs and fills absent texts', async () => {
    const [org] = await runAsSystem(() => listOrganizations());
    expect(org).toEqual({
      id: ORG,
      inn: INN,
      kpp: '770701001',
      ogrn: '',
      shortName: 'Ромашка',
      fullName: '',
    });
  });

  it('reshapes a register: drive spelling unified, padding trimmed, unknown fields dropped', async () => {
    const [view] = await runAsSystem(() => listRegisters(ORG));
    expect(view?.fiscalDrives.map((d) => d.fiscalDriveNumber)).toEqual([OLD_FN, FN]);
    expect(view?.fiscalDrive).toEqual({ fiscalDriveNumber: FN, earliestDocumentTimestamp: null });
    expect(view).not.toHaveProperty('unknownField');
    expect(view?.lastDocumentTimestamp).toBeNull();
  });

  it('refuses a register record for another number', async () => {
    upstream.handle((req, res) =>
      req.url?.endsWith(RNM)
        ? sendJson(res, 200, { ...register, regNumber: '1111111111111111' })
        : operator(req, res),
    );
    await expect(runAsSystem(() => getRegister(ORG, RNM))).rejects.toBeInstanceOf(BadResponseError);
    upstream.handle(operator);
  });
});
