import { describe, expect, it } from 'vitest';
import { addressHistory, driveHistory } from '@/lib/testing/register-history';
import { A1_WINDOW, DRIVE, ORG_A, ORG_B, ORG_C, ORG_D, REG } from './testing/fixture-world';
import { setUpService } from './testing/set-up-service';

const service = setUpService();

const ORG_FORBIDDEN = 'urn:error:access-to:organization:forbidden';
const NONEXISTENT_ORG = 'f0000000-0000-4000-8000-00000000000f';

describe('organizations', () => {
  it('lists only the organizations granted to the caller', async () => {
    const owner = await service.json('/v2/organizations', 'owner');
    expect(owner.status).toBe(200);
    expect(owner.body.map((o: { id: string }) => o.id).sort()).toEqual([ORG_A.id, ORG_B.id]);
    const partner = await service.json('/v2/organizations', 'partner');
    expect(partner.body.map((o: { id: string }) => o.id).sort()).toEqual([
      ORG_B.id,
      ORG_C.id,
      ORG_D.id,
    ]);
  });

  it('gives [] to an integrator without grants', async () => {
    const { status, text } = await service.json('/v2/organizations', 'lonely');
    expect(status).toBe(200);
    expect(text).toBe('[]');
  });

  it('answers one organization with the six string fields', async () => {
    const { status, body } = await service.json(`/v2/organizations/${ORG_B.id}`, 'partner');
    expect(status).toBe(200);
    expect(body).toEqual({
      id: ORG_B.id,
      inn: ORG_B.inn,
      kpp: '',
      ogrn: '304500100000012',
      shortName: 'ИП Иванов И. И.',
      fullName: 'Индивидуальный предприниматель Иванов Иван Иванович',
    });
  });

  it('matches an organization GUID whatever its case', async () => {
    const upper = ORG_B.id.toUpperCase();
    const { status, body } = await service.json(`/v2/organizations/${upper}`, 'partner');
    expect(status).toBe(200);
    expect(body.id).toBe(ORG_B.id);
    const cashboxes = await service.json(`/v2/organizations/${upper}/cashboxes`, 'partner');
    expect(cashboxes.status).toBe(200);
  });

  it('answers a foreign organization exactly like one that does not exist', async () => {
    for (const path of ['', '/cashboxes', `/cashboxes/${REG.c1}`]) {
      const foreign = await service.get(`/v2/organizations/${ORG_C.id}${path}`, 'owner');
      const missing = await service.get(`/v2/organizations/${NONEXISTENT_ORG}${path}`, 'owner');
      expect(foreign.status).toBe(403);
      expect(missing.status).toBe(foreign.status);
      const [a, b] = [await foreign.text(), await missing.text()];
      expect(a).toBe(b);
      expect(JSON.parse(a)).toMatchObject({ errorCodeId: ORG_FORBIDDEN, errorCode: 403003 });
    }
  });

  it('rejects an organization id that is not a GUID with 400 request invalid', async () => {
    const { status, body } = await service.json('/v2/organizations/not-a-guid/cashboxes');
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCodeId: 'urn:error:request:invalid', errorCode: 400000 });
  });
});

describe('cashboxes', () => {
  it('lists the granted registers with current and past addresses and drives', async () => {
    const { status, body } = await service.json(`/v2/organizations/${ORG_A.id}/cashboxes`);
    expect(status).toBe(200);
    // a3 belongs to the same organization but is not granted: it is not listed.
    expect(body.map((c: { regNumber: string }) => c.regNumber)).toEqual([REG.a1, REG.a2]);
    expect(body[0]).toEqual({
      regNumber: '0000000000000001',
      serialNumber: '0000000001',
      ...addressHistory(
        ['г. Москва, ул. Тверская, д. 1', '2024-01-01T09:00:00'],
        ['г. Москва, ул. Арбат, д. 10', '2024-02-01T08:00:00'],
      ),
      name: 'Касса 1',
      modelName: 'АТОЛ 30Ф',
      kpp: '770101001',
      ...driveHistory(
        'fiscalDriverNumber',
        [DRIVE.a1Old, '2024-01-01T09:00:00'],
        [DRIVE.a1New, '2024-02-01T08:30:00'],
      ),
      salesPointName: 'Магазин у дома',
      permissionFrom: A1_WINDOW.from,
      permissionTo: A1_WINDOW.to,
      lastDocumentTimestamp: '2024-04-01T00:00:00',
      lastCashReceiptTimestamp: '2024-04-01T00:00:00',
    });
  });

  it('shows each integrator its own permission window on a shared register', async () => {
    const owner = await service.json(`/v2/organizations/${ORG_B.id}/cashboxes/${REG.b1}`, 'owner');
    const partner = await service.json(
      `/v2/organizations/${ORG_B.id}/cashboxes/${REG.b1}`,
      'partner',
    );
    expect(owner.body.permissionFrom).toBe('2020-01-01T00:00:00');
    expect(partner.body.permissionFrom).toBe('2024-02-01T00:00:00');
    expect(partner.body.regNumber).toBe(REG.b1);
  });

  it('answers 403 cashbox forbidden for a register not granted, unknown, or of another organization', async () => {
    const paths = [
      `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a3}`, // exists, same organization, not granted
      `/v2/organizations/${ORG_A.id}/cashboxes/0000000000009999`, // does not exist
      `/v2/organizations/${ORG_A.id}/cashboxes/${REG.b1}`, // granted, but in organization B
    ];
    const texts = new Set<string>();
    for (const path of paths) {
      const response = await service.get(path);
      expect(response.status, path).toBe(403);
      texts.add(await response.text());
    }
    expect(texts.size).toBe(1);
    expect(JSON.parse([...texts][0]!)).toMatchObject({
      errorCodeId: 'urn:error:access-to:cashbox:forbidden',
      errorCode: 403002,
    });
  });

  it('rejects a malformed RNM with 400 before looking at access', async () => {
    const { status, body } = await service.json(`/v2/organizations/${ORG_C.id}/cashboxes/12345`);
    expect(status).toBe(400);
    expect(body.errorCode).toBe(400000);
  });

  it('gives [] for an organization granted without registers', async () => {
    const { status, text } = await service.json(
      `/v2/organizations/${ORG_C.id}/cashboxes`,
      'partner',
    );
    expect(status).toBe(200);
    expect(JSON.parse(text)).toHaveLength(1);
  });
});
