// A stand-in operator inside the fault proxy: one organization served the way real operators send
// data, next to the built-in service's own. Its id is not hex, its register number fails its check
// code (a typo in the records), and its day of documents holds the quirks the dashboard tolerates
// (docs/real-operators.md): an unreadable receipt, a receipt whose seller is not the organization
// record, a 6-byte fiscal sign, an optional field sent as an empty string, a rate not in force, a
// time in epoch seconds. It pages `documents/by-period` as the operator publishes it (e2e/published-operator.mjs).
import { createPublishedOperator } from './published-operator.mjs';

export const STAND_IN = {
  orgId: 'g7e1c2a4-5b6d-4e8f-9a0b-1c2d3e4f5g6h',
  inn: '7704123450',
  shortName: 'ООО "Стенд"',
  // The valid number would be 0004512345034965: the last digit is a typo.
  rnm: '0004512345034966',
  serial: '00106123456789',
  drive: '7281440500123456',
};

const DAY_MS = 86_400_000;
const dateOf = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The documents' day: yesterday (UTC), so that every one lies in the past wherever it is read. */
export function standInDay(now = Date.now()) {
  return dateOf(now - DAY_MS);
}

function documents(day) {
  const head = (fd, time) => ({
    dateTime: `${day}T${time}`,
    kktRegId: STAND_IN.rnm.padEnd(20, ' '),
    fiscalDriveNumber: STAND_IN.drive.padEnd(16, ' '),
    fiscalDocumentNumber: fd,
    fiscalSign: 3_000_000_000 + fd,
    id: `5ad0c0de-0000-4000-8000-${String(fd).padStart(12, '0')}`,
    shiftNumber: 7,
    userInn: STAND_IN.inn.padEnd(12, ' '),
    user: STAND_IN.shortName,
    operator: 'Кассир Стендова',
  });
  const coffee = (nds) => ({ name: 'Капучино', price: 12000, quantity: 1, sum: 12000, ...nds });
  const receipt = (fd, time, body) => ({
    receipt: {
      ...head(fd, time),
      receiptCode: 3,
      operationType: 1,
      taxationType: 1,
      requestNumber: fd - 1,
      totalSum: 12000,
      cashTotalSum: 0,
      ecashTotalSum: 12000,
      ...body,
    },
  });
  return [
    { openShift: { ...head(1, '10:00:00'), code: 2 } },
    // Sold by an agent under its own name and INN; the 6-byte fiscal sign prints as 1168453787.
    receipt(2, '10:05:00', {
      user: 'ИП Агентов А. А.',
      userInn: '500100732259',
      fiscalSign: 0x310445a5309b,
      nds22: 2164,
      items: [coffee({ ndsType: 'nds22', nds22: 2164 })],
    }),
    // A total that is text: the dashboard cannot sum it, so it lists the receipt as unreadable.
    receipt(3, '10:10:00', {
      totalSum: '120.00',
      nds22: 2164,
      items: [coffee({ ndsType: 'nds22' })],
    }),
    // Cash sent as an empty string, a line without price or quantity: opens, marked.
    receipt(4, '10:15:00', {
      cashTotalSum: '',
      nds22: 2164,
      items: [{ name: 'Капучино', sum: 12000, ndsType: 'nds22', nds22: 2164 }],
    }),
    // 20% in a year when the rate is 22%: a register not reconfigured.
    receipt(5, '10:20:00', { nds20: 2000, items: [coffee({ ndsType: 'nds20', nds20: 2000 })] }),
    // As the tax service exports it: epoch seconds of the UTC instant, 14:30Z = 17:30 in Moscow.
    receipt(6, '17:30:00', {
      dateTime: Date.parse(`${day}T14:30:00Z`) / 1000,
      nds22: 2164,
      items: [coffee({ ndsType: 'nds22', nds22: 2164 })],
    }),
    {
      closeShift: {
        ...head(7, '18:00:00'),
        code: 5,
        receiptsQuantity: 5,
        documentsQuantity: 7,
        notTransmittedDocumentsQuantity: 0,
      },
    },
  ];
}

function cashbox(now) {
  const from = `${dateOf(now - 30 * DAY_MS)}T00:00:00`;
  return {
    regNumber: STAND_IN.rnm,
    serialNumber: STAND_IN.serial,
    name: 'Касса стенда',
    modelName: 'АТОЛ 30Ф',
    kpp: '770401001',
    salesPointName: 'Кофейня стенда',
    address: 'г. Москва, ул. Стендовая, д. 1',
    addresses: [{ address: 'г. Москва, ул. Стендовая, д. 1', startDate: from }],
    fiscalDrive: { fiscalDriverNumber: STAND_IN.drive, earliestDocumentTimestamp: from },
    fiscalDrives: [{ fiscalDriverNumber: STAND_IN.drive, earliestDocumentTimestamp: from }],
    permissionFrom: from,
    permissionTo: `${dateOf(now + DAY_MS)}T23:59:59`,
  };
}

const organization = {
  id: STAND_IN.orgId,
  inn: STAND_IN.inn,
  kpp: '770401001',
  ogrn: '1027700000000',
  shortName: STAND_IN.shortName,
  fullName: 'Общество с ограниченной ответственностью "Стенд"',
};

const NOT_FOUND = {
  errorCodeId: 'urn:error:document:not-found',
  errorCode: 404001,
  moreInfo: 'https://example.invalid/docs/errors',
  userMessage: { ru: 'Документ не найден', en: 'Document not found' },
};

// Its organization pages documents as published (e2e/published-operator.mjs), with opaque
// cursors; like many real operators it has no statistics (404: the dashboard sums documents).
const operator = createPublishedOperator();
let seededFor = '';

function seeded(now) {
  const day = standInDay(now);
  if (seededFor !== day) {
    operator.clear();
    operator.seed({ organization, register: cashbox(now), documents: documents(day) });
    seededFor = day;
  }
  return operator;
}

/**
 * Answers the stand-in's requests; returns false for anything else. `listed` is the built-in
 * service's organization list, to which the stand-in organization is added.
 */
export function standIn(req, res, json, listed) {
  if (req.method !== 'GET') return false;
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const path = decodeURIComponent(url.pathname);
  const now = Date.now();
  const org = `/v2/organizations/${STAND_IN.orgId}`;
  if (path === '/v2/organizations') {
    listed((list) => json(res, 200, [...list, organization]));
    return true;
  }
  if (path === org || path.startsWith(`${org}/`)) return seeded(now).handle(req, res);
  const tickets = `/v1/integration/inns/${STAND_IN.inn}/kkts/${STAND_IN.rnm}/fss/${STAND_IN.drive}/tickets`;
  if (!path.startsWith(tickets)) return false;
  // The deprecated operation still answers one document by its FD number (the detail page).
  const all = seeded(now).documentsOf(STAND_IN.orgId, STAND_IN.rnm);
  const fd = path.slice(tickets.length + 1);
  if (fd) {
    const found = all.find((d) => Object.values(d)[0].fiscalDocumentNumber === Number(fd));
    if (found) json(res, 200, found);
    else json(res, 404, NOT_FOUND);
    return true;
  }
  const from = url.searchParams.get('dateFrom') ?? '';
  const to = url.searchParams.get('dateTo') ?? '';
  const day = all.filter((d) => {
    const date = String(Object.values(d)[0].dateTime).slice(0, 10);
    return date >= from && date <= to;
  });
  json(res, 200, day);
  return true;
}
