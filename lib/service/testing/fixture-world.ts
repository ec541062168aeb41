import type { DocumentType } from '@/lib/ofd/document-types';
import { completeInn, padRight } from '@/lib/ofd/ids';
import type { DemoWorld, WorldDocument } from '../seed/world';

// A small hand-built world for exact assertions in the service's tests. Every time sits on an edge
// that a rule cares about: one second before/at a window's start, 23:59:59 of a day, two documents
// at the same second, a window that ended, a register nobody may read, a drive that was replaced.

export const OWNER = {
  apiKey: '11111111-1111-4111-8111-111111111111',
  sessionId: 'owner-session-0001',
  expiredSessionId: 'owner-session-expired',
  userId: 'owner-user',
};
export const PARTNER = {
  apiKey: '22222222-2222-4222-8222-222222222222',
  sessionId: 'partner-session-0001',
  userId: 'partner-user',
};

/** An integrator with a valid session and no grants at all. */
export const LONELY = {
  apiKey: '33333333-3333-4333-8333-333333333333',
  sessionId: 'lonely-session-0001',
  userId: 'lonely-user',
};

export const ORG_A = {
  id: 'a0000000-0000-4000-8000-00000000000a',
  inn: completeInn('770123456'),
  kpp: '770101001',
  ogrn: '1027700000001',
  shortName: 'ООО «Ромашка»',
  fullName: 'Общество с ограниченной ответственностью «Ромашка»',
};
export const ORG_B = {
  id: 'b0000000-0000-4000-8000-00000000000b',
  inn: completeInn('5001234567'),
  kpp: '',
  ogrn: '304500100000012',
  shortName: 'ИП Иванов И. И.',
  fullName: 'Индивидуальный предприниматель Иванов Иван Иванович',
};
export const ORG_C = {
  id: 'c0000000-0000-4000-8000-00000000000c',
  inn: completeInn('780123456'),
  kpp: '780101001',
  ogrn: '1027800000003',
  shortName: 'ООО «Север»',
  fullName: 'Общество с ограниченной ответственностью «Север»',
};

/** Granted to the partner without any register. */
export const ORG_D = {
  id: 'd0000000-0000-4000-8000-00000000000d',
  inn: completeInn('540123456'),
  kpp: '540101001',
  ogrn: '1025400000004',
  shortName: 'ООО «Пустошь»',
  fullName: 'Общество с ограниченной ответственностью «Пустошь»',
};

export const REG = {
  a1: '0000000000000001',
  a2: '0000000000000002',
  a3: '0000000000000003',
  b1: '0000000000000004',
  c1: '0000000000000005',
};
export const DRIVE = {
  a1Old: '9999000000000001',
  a1New: '9999000000000002',
  a2: '9999000000000003',
  a3: '9999000000000004',
  b1: '9999000000000005',
  c1: '9999000000000006',
};

/** The owner's window on register a1; the partner's window on b1 starts at 2024-02-01. */
export const A1_WINDOW = { from: '2024-01-10T12:00:00', to: '2024-03-31T23:59:59' };
const OPEN = { from: '2020-01-01T00:00:00', to: '2099-12-31T23:59:59' };

const orgOf: Record<string, typeof ORG_A> = {
  [REG.a1]: ORG_A,
  [REG.a2]: ORG_A,
  [REG.a3]: ORG_A,
  [REG.b1]: ORG_B,
  [REG.c1]: ORG_C,
};

let counter = 0;
function doc(
  type: DocumentType,
  reg: string,
  drive: string,
  fd: number,
  dateTime: string,
): WorldDocument {
  counter += 1;
  const id = `d0000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const check = ['receipt', 'receiptCorrection', 'bso', 'bsoCorrection'].includes(type);
  const body = {
    ...(check ? { [type.startsWith('bso') ? 'bsoCode' : 'receiptCode']: 3 } : { code: 2 }),
    user: orgOf[reg]!.shortName,
    userInn: padRight(orgOf[reg]!.inn, 12),
    dateTime,
    ...(check
      ? {
          operationType: 1,
          taxationType: 1,
          items: [{ name: 'Молоко 3,2% 1 л', price: 8990, quantity: 2, sum: 17980 }],
          totalSum: 17980,
          cashTotalSum: 0,
          ecashTotalSum: 17980,
        }
      : {}),
    kktRegId: padRight(reg, 20),
    fiscalDriveNumber: padRight(drive, 16),
    fiscalDocumentNumber: fd,
    fiscalSign: 4_000_000_000 + fd,
    id,
    receiveDateTimeUtc: '2024-06-01T00:00:00Z',
  };
  return { type, body };
}

// Deliberately not in (dateTime, FD) order, so that ordering must come from the store.
const DOCUMENTS: WorldDocument[] = [
  doc('fiscalReport', REG.a1, DRIVE.a1Old, 1, '2024-01-01T09:00:00'),
  doc('openShift', REG.a1, DRIVE.a1Old, 2, '2024-01-10T11:59:59'),
  doc('receipt', REG.a1, DRIVE.a1Old, 3, '2024-01-10T12:00:00'),
  doc('receipt', REG.a1, DRIVE.a1Old, 4, '2024-01-15T10:00:00'),
  doc('closeShift', REG.a1, DRIVE.a1Old, 5, '2024-01-15T20:00:00'),
  doc('closeArchive', REG.a1, DRIVE.a1Old, 6, '2024-01-31T21:00:00'),
  doc('fiscalReportCorrection', REG.a1, DRIVE.a1New, 1, '2024-02-01T08:30:00'),
  doc('openShift', REG.a1, DRIVE.a1New, 2, '2024-02-15T08:00:00'),
  doc('receipt', REG.a1, DRIVE.a1New, 4, '2024-02-15T12:00:00'),
  doc('receipt', REG.a1, DRIVE.a1New, 3, '2024-02-15T12:00:00'),
  doc('receiptCorrection', REG.a1, DRIVE.a1New, 5, '2024-02-15T23:59:59'),
  doc('closeShift', REG.a1, DRIVE.a1New, 6, '2024-02-16T00:00:00'),
  doc('currentStateReport', REG.a1, DRIVE.a1New, 7, '2024-03-31T23:59:59'),
  doc('receipt', REG.a1, DRIVE.a1New, 8, '2024-04-01T00:00:00'),
  doc('receipt', REG.a2, DRIVE.a2, 1, '2024-02-10T10:00:00'),
  doc('receipt', REG.a3, DRIVE.a3, 1, '2024-02-10T10:00:00'),
  doc('bso', REG.b1, DRIVE.b1, 1, '2024-01-20T10:00:00'),
  doc('bsoCorrection', REG.b1, DRIVE.b1, 2, '2024-02-05T10:00:00'),
  doc('receipt', REG.c1, DRIVE.c1, 1, '2024-02-10T10:00:00'),
];

function cashbox(org: typeof ORG_A, regNumber: string, drives: [string, string][]) {
  return {
    organizationId: org.id,
    regNumber,
    serialNumber: `00${regNumber.slice(-8)}`,
    name: `Касса ${regNumber.slice(-1)}`,
    modelName: 'АТОЛ 30Ф',
    kpp: org.kpp,
    salesPointName: 'Магазин у дома',
    addresses: [{ address: 'г. Москва, ул. Тверская, д. 1', startDate: '2024-01-01T09:00:00' }],
    fiscalDrives: drives.map(([fiscalDriveNumber, installedAt]) => ({
      fiscalDriveNumber,
      installedAt,
    })),
  };
}

function session(id: string, who: { apiKey: string; userId: string }, expiresAtUtc: string) {
  return { id, apiKey: who.apiKey, userId: who.userId, expiresAtUtc };
}

export function fixtureWorld(extraDocuments: WorldDocument[] = []): DemoWorld {
  const a1 = cashbox(ORG_A, REG.a1, [
    [DRIVE.a1Old, '2024-01-01T09:00:00'],
    [DRIVE.a1New, '2024-02-01T08:00:00'],
  ]);
  a1.addresses.push({ address: 'г. Москва, ул. Арбат, д. 10', startDate: '2024-02-01T08:00:00' });
  return {
    anchorDate: '2024-04-01',
    integrators: [
      { apiKey: OWNER.apiKey, name: 'Owner integrator' },
      { apiKey: PARTNER.apiKey, name: 'Partner integrator' },
      { apiKey: LONELY.apiKey, name: 'Integrator without grants' },
    ],
    sessions: [
      session(OWNER.sessionId, OWNER, '2099-01-01T00:00:00Z'),
      session(OWNER.expiredSessionId, OWNER, '2020-01-01T00:00:00Z'),
      session(PARTNER.sessionId, PARTNER, '2099-01-01T00:00:00Z'),
      session(LONELY.sessionId, LONELY, '2099-01-01T00:00:00Z'),
    ],
    organizations: [ORG_A, ORG_B, ORG_C, ORG_D],
    cashboxes: [
      a1,
      cashbox(ORG_A, REG.a2, [[DRIVE.a2, '2024-01-01T09:00:00']]),
      cashbox(ORG_A, REG.a3, [[DRIVE.a3, '2024-01-01T09:00:00']]),
      cashbox(ORG_B, REG.b1, [[DRIVE.b1, '2024-01-01T09:00:00']]),
      cashbox(ORG_C, REG.c1, [[DRIVE.c1, '2024-01-01T09:00:00']]),
    ],
    grants: [
      {
        apiKey: OWNER.apiKey,
        userId: OWNER.userId,
        organizationId: ORG_A.id,
        cashboxes: [
          { regNumber: REG.a1, permissionFrom: A1_WINDOW.from, permissionTo: A1_WINDOW.to },
          // A window that ended before any of a2's documents.
          {
            regNumber: REG.a2,
            permissionFrom: '2023-01-01T00:00:00',
            permissionTo: '2023-12-31T23:59:59',
          },
        ],
      },
      {
        apiKey: OWNER.apiKey,
        userId: OWNER.userId,
        organizationId: ORG_B.id,
        cashboxes: [{ regNumber: REG.b1, permissionFrom: OPEN.from, permissionTo: OPEN.to }],
      },
      {
        apiKey: PARTNER.apiKey,
        userId: PARTNER.userId,
        organizationId: ORG_B.id,
        cashboxes: [
          { regNumber: REG.b1, permissionFrom: '2024-02-01T00:00:00', permissionTo: OPEN.to },
        ],
      },
      {
        apiKey: PARTNER.apiKey,
        userId: PARTNER.userId,
        organizationId: ORG_C.id,
        cashboxes: [{ regNumber: REG.c1, permissionFrom: OPEN.from, permissionTo: OPEN.to }],
      },
      { apiKey: PARTNER.apiKey, userId: PARTNER.userId, organizationId: ORG_D.id, cashboxes: [] },
    ],
    documents: () => [...DOCUMENTS, ...extraDocuments],
  };
}

export { doc as fixtureDocument };
