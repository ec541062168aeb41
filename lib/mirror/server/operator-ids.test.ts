import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleAs, MIRROR_PRINCIPAL } from '@/lib/service';
import { mirrorStoreOf } from '@/lib/service/store/mirror-store';
import { openTestStore, type TestStore } from '@/lib/service/testing/test-store';

// An operator's organization ids need not be GUIDs (docs/real-operators.md): the mirror stores
// them as sent, and its copy, read in-process, finds the organization by that id (over HTTP the
// built-in service keeps to its spec: a GUID, lib/service/params.ts).

const ORG = 'g7e1c2a4-5b6d-4e8f-9a0b-1c2d3e4f5g6h';
const RNM = '0004512345034966';
const FROM = '2026-01-01T00:00:00';

let opened: TestStore;
beforeAll(async () => {
  opened = await openTestStore();
  await mirrorStoreOf(opened.store).upsertRegistry({
    organizations: [
      { id: ORG, inn: '7704123450', kpp: '', ogrn: '', shortName: 'Стенд', fullName: 'Стенд' },
    ],
    cashboxes: [
      {
        organizationId: ORG,
        regNumber: RNM,
        serialNumber: '00106123456789',
        name: 'Касса',
        modelName: 'АТОЛ 30Ф',
        kpp: '',
        salesPointName: 'Кофейня',
        addresses: [{ address: 'г. Москва, ул. Стендовая, д. 1', startDate: FROM }],
        fiscalDrives: [{ fiscalDriveNumber: '7281440500123456', installedAt: FROM }],
        permissionFrom: FROM,
        permissionTo: '2027-01-01T23:59:59',
      },
    ],
  });
});
afterAll(() => opened.dispose());

const get = (path: string) => new Request(`http://mirror.invalid${path}`);

describe('the copy of an operator whose organization ids are not GUIDs', () => {
  it('answers the organization and its registers in-process', async () => {
    const org = await handleAs(get(`/v2/organizations/${ORG}`), opened.store, MIRROR_PRINCIPAL);
    expect(org.status).toBe(200);
    expect((await org.json()).id).toBe(ORG);
    const path = `/v2/organizations/${ORG}/cashboxes/${RNM}`;
    const register = await handleAs(get(path), opened.store, MIRROR_PRINCIPAL);
    expect(register.status).toBe(200);
    expect((await register.json()).regNumber).toBe(RNM);
  });
});
