import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startFakeUpstream, type FakeUpstream } from '@/lib/testing/fake-upstream';
import { getCashbox, getDocument, listCashboxes, listDocuments, listOrganizations } from './api';
import { BadResponseError, DriveNotInRegisterError, OutsidePermissionWindowError } from './errors';

// lib/ofd/api against a fake operator on loopback: the reshaping into views and the checks it
// makes before and after calling `tickets`.

const ORG = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const INN = '7707083893';
const RNM = '0000000003065868';
const OLD_FN = '9999078860700001';
const FN = '7281440500751551';

const cashbox = {
  regNumber: RNM,
  serialNumber: '00106708432139',
  name: 'Касса 1',
  modelName: 'АТОЛ 30Ф',
  kpp: '770701001',
  salesPointName: 'Тверская',
  address: 'Москва, Тверская, 1',
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

const receipt = (fd: number, dateTime: string, drive = FN) => ({
  receipt: {
    id: `00000000-0000-4000-8000-${String(fd).padStart(12, '0')}`,
    fiscalDocumentNumber: fd,
    dateTime,
    kktRegId: `${RNM}    `,
    fiscalDriveNumber: drive,
    shiftNumber: 7,
    operationType: 1,
    totalSum: 12345,
    cashTotalSum: 345,
    ecashTotalSum: 12000,
    operator: 'Иванова А. А.',
    items: [],
  },
});

let upstream: FakeUpstream;
let tickets: unknown[] = [];

function operator(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  if (path === '/v2/organizations') {
    return sendJson(res, 200, [
      { id: ORG, inn: `${INN}  `, kpp: '770701001', shortName: 'Ромашка' },
    ]);
  }
  if (path === `/v2/organizations/${ORG}`) return sendJson(res, 200, { id: ORG, inn: `${INN}  ` });
  if (path === `/v2/organizations/${ORG}/cashboxes`) return sendJson(res, 200, [cashbox]);
  if (path === `/v2/organizations/${ORG}/cashboxes/${RNM}`) return sendJson(res, 200, cashbox);
  const base = `/v1/integration/inns/${INN}/kkts/${RNM}/fss/${FN}/tickets`;
  if (path === base) return sendJson(res, 200, tickets);
  if (path === `${base}/5`) return sendJson(res, 200, receipt(5, '2024-04-01T10:00:00'));
  if (path === `${base}/6`) return sendJson(res, 200, receipt(7, '2024-04-01T10:00:00'));
  if (path === `${base}/8`) return sendJson(res, 200, receipt(8, '2024-07-02T10:00:00'));
  sendJson(res, 404, { errorCodeId: 'urn:error:documents:document:not-found' });
}

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  upstream = await startFakeUpstream();
  upstream.handle(operator);
  // lib/env.ts reads these lazily, on the first call below.
  process.env.OFD_BASE_URL = upstream.url;
  process.env.OFD_API_KEY = 'api-test-key';
  process.env.OFD_SESSION_ID = 'api-test-session';
  process.env.OFD_TIMEOUT_MS = '2000';
});
afterAll(() => upstream.close());

describe('organizations and registers', () => {
  it('trims padded INNs and fills absent texts', async () => {
    const [org] = await listOrganizations();
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
    const [view] = await listCashboxes(ORG);
    expect(view?.fiscalDrives.map((d) => d.fiscalDriveNumber)).toEqual([OLD_FN, FN]);
    expect(view?.fiscalDrive).toEqual({ fiscalDriveNumber: FN, earliestDocumentTimestamp: null });
    expect(view).not.toHaveProperty('unknownField');
    expect(view?.lastDocumentTimestamp).toBeNull();
  });

  it('refuses a register record for another number', async () => {
    upstream.handle((req, res) =>
      req.url?.endsWith(RNM)
        ? sendJson(res, 200, { ...cashbox, regNumber: '1111111111111111' })
        : operator(req, res),
    );
    await expect(getCashbox(ORG, RNM)).rejects.toBeInstanceOf(BadResponseError);
    upstream.handle(operator);
  });
});

describe('listDocuments', () => {
  const input = { orgId: ORG, rnm: RNM, drive: FN, from: '2024-04-01', to: '2024-04-30' };

  it('asks tickets with the INN, RNM, drive and dates, and returns table rows by FD', async () => {
    tickets = [receipt(12, '2024-04-02T11:00:00'), receipt(11, '2024-04-01T10:00:00')];
    const view = await listDocuments(input);
    expect(upstream.requests.at(-1)?.url).toBe(
      `/v1/integration/inns/${INN}/kkts/${RNM}/fss/${FN}/tickets?dateFrom=2024-04-01&dateTo=2024-04-30`,
    );
    expect(view.documents.map((row) => row.fd)).toEqual([11, 12]);
    expect(view.documents[0]).toEqual({
      id: '00000000-0000-4000-8000-000000000011',
      type: 'receipt',
      fd: 11,
      dateTime: '2024-04-01T10:00:00',
      shift: 7,
      operationType: 1,
      total: 12345,
      cash: 345,
      cashless: 12000,
      cashier: 'Иванова А. А.',
    });
    expect(view.window).toEqual({
      permissionFrom: cashbox.permissionFrom,
      permissionTo: cashbox.permissionTo,
    });
  });

  it('counts unreadable documents and drops ones of another drive or outside the window', async () => {
    tickets = [
      receipt(1, '2024-04-01T10:00:00'),
      { receipt: { fiscalDocumentNumber: 'x' } },
      { receipt: {}, openShift: {} },
      receipt(2, '2024-04-01T10:05:00', OLD_FN),
      receipt(3, '2024-07-01T10:00:00'),
    ];
    const view = await listDocuments(input);
    expect(view.documents.map((row) => row.fd)).toEqual([1]);
    expect(view.unreadable).toBe(2);
  });

  it('accepts an overlapping period and refuses one wholly outside the window', async () => {
    tickets = [];
    await expect(
      listDocuments({ ...input, from: '2024-02-15', to: '2024-03-01' }),
    ).resolves.toBeDefined();
    const before = listDocuments({ ...input, from: '2024-02-01', to: '2024-02-29' });
    await expect(before).rejects.toBeInstanceOf(OutsidePermissionWindowError);
    const after = listDocuments({ ...input, from: '2024-07-01', to: '2024-07-02' });
    await expect(after).rejects.toBeInstanceOf(OutsidePermissionWindowError);
  });

  it('refuses a drive the register never had, before calling tickets', async () => {
    const calls = upstream.requests.length;
    await expect(listDocuments({ ...input, drive: '1234567890123456' })).rejects.toBeInstanceOf(
      DriveNotInRegisterError,
    );
    expect(upstream.requests.slice(calls).some((r) => r.url.includes('/tickets'))).toBe(false);
  });
});

describe('getDocument', () => {
  const input = { orgId: ORG, rnm: RNM, drive: FN };

  it('returns the full document, trimmed, with its raw fields', async () => {
    const document = await getDocument({ ...input, fd: 5 });
    expect(document).toMatchObject({ type: 'receipt', fiscalDocumentNumber: 5, kktRegId: RNM });
    expect(document.raw.kktRegId).toBe(`${RNM}    `);
  });

  it('refuses an answer for another document number', async () => {
    await expect(getDocument({ ...input, fd: 6 })).rejects.toBeInstanceOf(BadResponseError);
  });

  it('refuses a document dated outside the permission window', async () => {
    await expect(getDocument({ ...input, fd: 8 })).rejects.toBeInstanceOf(
      OutsidePermissionWindowError,
    );
  });
});
