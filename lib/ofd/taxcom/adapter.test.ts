import { afterEach, describe, expect, it } from 'vitest';
import type { TaxcomWorld } from '@/e2e/taxcom-operator.mjs';
import type { TaxcomConnectionSettings } from '@/lib/env';
import {
  BadRequestError,
  CredentialsRejectedError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from '../errors';
import { documentEnvelopeSchema } from '../schemas';
import { listedOrganization, ORGANIZATIONS_CALL } from '../testing/organizations-call';
import { answerTaxcom } from './adapter';
import {
  DAYS,
  DRIVES,
  INN,
  RNM,
  standInReceipts,
  standInWorld,
  startTaxcomStandIn,
  type StartedStandIn,
} from './testing/stand-in';

// The Taxcom adapter against a stand-in written from Taxcom's published text alone
// (e2e/taxcom-operator.mjs), over real HTTP on loopback, serving real receipts (lib/ofd/testing/
// real-receipts): what our protocol's calls come back as, and what the walk survives.

const receipts = standInReceipts();
const started: StartedStandIn[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function start(world: TaxcomWorld = standInWorld()) {
  const standIn = await startTaxcomStandIn(world);
  started.push(standIn);
  return standIn;
}

const options = (
  connection: TaxcomConnectionSettings,
  more: { pageSize?: number; maxRetryAfterMs?: number } = {},
) => ({
  connection,
  signal: AbortSignal.timeout(10_000),
  timeoutMs: 5_000,
  maxRetryAfterMs: more.maxRetryAfterMs ?? 5_000,
  defaultTimeZone: 'Europe/Moscow',
  pageSize: more.pageSize,
});

const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';
const day = (connection: TaxcomConnectionSettings, date: string, drive = DRIVES[0]!, more = {}) =>
  answerTaxcom(options(connection, more), {
    path: TICKETS,
    params: { inn: INN, rnm: RNM, drive },
    query: { dateFrom: date, dateTo: date },
  }) as Promise<Record<string, Record<string, unknown>>[]>;

const bodyOf = (envelope: Record<string, Record<string, unknown>>) => Object.values(envelope)[0]!;

describe('organizations and registers', () => {
  it('lists the agreement as one organization, its id namespaced by the connection', async () => {
    const { connection } = await start();
    const orgs = await answerTaxcom(options(connection), ORGANIZATIONS_CALL);
    expect(orgs).toEqual([listedOrganization(connection.name, INN, 'ООО "Стенд Такском"')]);
  });

  it('walks outlets, registers and drives into one register record', async () => {
    const { connection } = await start();
    const record = (await answerTaxcom(options(connection), {
      path: '/v2/organizations/{orgId}/cashboxes/{rnm}',
      params: { orgId: INN, rnm: RNM },
      query: {},
    })) as Record<string, unknown>;
    expect(record).toMatchObject({
      regNumber: RNM,
      serialNumber: '00106700123456',
      modelName: 'АТОЛ 30Ф',
      salesPointName: 'Точка на Тверской',
      address: 'г. Москва, ул. Тверская, д. 1',
      // The current drive from its registration, the earlier one from its first shift.
      fiscalDrive: {
        fiscalDriverNumber: DRIVES[1],
        earliestDocumentTimestamp: `${DAYS[2]}T08:00:00`,
      },
      fiscalDrives: [
        { fiscalDriverNumber: DRIVES[0], earliestDocumentTimestamp: `${DAYS[0]}T09:00:00` },
        { fiscalDriverNumber: DRIVES[1], earliestDocumentTimestamp: `${DAYS[2]}T08:00:00` },
      ],
      permissionFrom: `${DAYS[0]}T00:00:00`,
    });
  });

  it('answers an unknown organization and register as not found', async () => {
    const { connection } = await start();
    const register = {
      path: '/v2/organizations/{orgId}/cashboxes/{rnm}',
      params: { orgId: INN, rnm: '0000000000000001' },
      query: {},
    };
    await expect(answerTaxcom(options(connection), register)).rejects.toBeInstanceOf(NotFoundError);
    const org = { path: '/v2/organizations/{orgId}', params: { orgId: '7700000000' }, query: {} };
    await expect(answerTaxcom(options(connection), org)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('a day of documents', () => {
  it('reads the day’s shift whole: every document of that local day, tags as our fields', async () => {
    const { connection, operator } = await start();
    const documents = await day(connection, DAYS[0]!);
    const expected = operator.world.documents.filter((d) => d.local.startsWith(DAYS[0]!));
    expect(documents.map((d) => bodyOf(d).fiscalDocumentNumber)).toEqual(expected.map((d) => d.fd));
    expect(documents.map((d) => Object.keys(d)[0])).toEqual([
      'openShift',
      'receipt',
      'receipt',
      'receipt',
      'closeShift',
    ]);
    // A receipt's time is its QR code's printed local time; a report has only tag 1012, in UTC,
    // which goes on as epoch seconds for the dashboard to place in the register's zone.
    expect(documents.map((d) => bodyOf(d).dateTime)).toEqual(
      expected.map((d) =>
        d.type === 3 ? d.local : Date.parse(`${String(d.tags['1012'])}Z`) / 1000,
      ),
    );
  });

  it('keeps the real receipts’ money and items, and our full schema reads every one', async () => {
    const { connection, operator } = await start();
    const documents = await day(connection, DAYS[0]!);
    const real = operator.world.documents.filter(
      (d) => d.local.startsWith(DAYS[0]!) && d.type === 3,
    );
    const bySource = new Map(receipts.map((r) => [r.id, r.body]));
    documents
      .filter((d) => 'receipt' in d)
      .forEach((envelope, i) => {
        const source = bySource.get(real[i]!.provenance!)!;
        const body = bodyOf(envelope);
        expect(body.totalSum).toBe(source.totalSum);
        expect((body.items as unknown[]).length).toBe((source.items as unknown[]).length);
        const parsed = documentEnvelopeSchema.safeParse(envelope);
        expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
      });
  });

  it('reads the fiscal sign from its 6-byte base64 form', async () => {
    const { connection, operator } = await start();
    const [first] = await day(connection, DAYS[0]!);
    const stored = Buffer.from(String(operator.world.documents[0]!.tags['1077']), 'base64');
    expect(bodyOf(first!).fiscalSign).toBe(stored.readUIntBE(0, 6));
  });

  it('answers an empty window with an empty list', async () => {
    const { connection } = await start();
    expect(await day(connection, '2024-03-20')).toEqual([]);
  });

  it('refuses a drive the register never had, and a period that is not one', async () => {
    const { connection } = await start();
    await expect(day(connection, DAYS[0]!, '9999000000000000')).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const reversed = answerTaxcom(options(connection), {
      path: TICKETS,
      params: { inn: INN, rnm: RNM, drive: DRIVES[0]! },
      query: { dateFrom: DAYS[1]!, dateTo: DAYS[0]! },
    });
    await expect(reversed).rejects.toBeInstanceOf(BadRequestError);
  });

  it('pages every list to its last page, a full last page included', async () => {
    const { connection, operator } = await start(standInWorld({ perShift: 4 }));
    // Six documents a shift: pages of 2 end on a full page, pages of 4 on a short one.
    for (const pageSize of [2, 4]) {
      const documents = await day(connection, DAYS[0]!, DRIVES[0], { pageSize });
      expect(documents).toHaveLength(6);
    }
    const shiftOne = operator.calls.filter(
      (c) => c.includes('DocumentList') && c.includes('shift=1&'),
    );
    // Pages of 2: three full pages and no fourth; pages of 4: a full one and a short one.
    expect(shiftOne.map((c) => /pn=(\d+)&ps=(\d+)/.exec(c)?.slice(1).join('/'))).toEqual([
      '1/2',
      '2/2',
      '3/2',
      '1/4',
      '2/4',
    ]);
  });

  it('one document by its number, and not found for a number the drive lacks', async () => {
    const { connection } = await start();
    const call = (fd: string) =>
      answerTaxcom(options(connection), {
        path: `${TICKETS}/{fd}`,
        params: { inn: INN, rnm: RNM, drive: DRIVES[0]!, fd },
        query: {},
      });
    expect(Object.keys((await call('2')) as object)).toEqual(['receipt']);
    await expect(call('999')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('documents/by-period', () => {
  it('covers every drive of the register and pages with its own cursor to the end', async () => {
    const { connection, operator } = await start();
    const read: unknown[] = [];
    let offset: string | undefined;
    for (let page = 0; page < 10; page++) {
      const answer = (await answerTaxcom(options(connection), {
        path: '/v2/organizations/{orgId}/cashboxes/{rnm}/documents/by-period',
        params: { orgId: INN, rnm: RNM },
        query: {
          dateFrom: `${DAYS[0]}T00:00:00`,
          dateTo: `${DAYS[2]}T23:59:59`,
          limit: '4',
          ...(offset ? { offset } : {}),
        },
      })) as { documents: unknown[]; paging: { nextOffset?: string } };
      read.push(...answer.documents);
      offset = answer.paging.nextOffset;
      if (offset === undefined) break;
    }
    expect(read).toHaveLength(operator.world.documents.length);
    const drives = new Set(
      read.map((d) => bodyOf(d as Record<string, Record<string, unknown>>).fiscalDriveNumber),
    );
    expect([...drives].sort()).toEqual([...DRIVES].sort());
  });
});

describe('sessions', () => {
  it('logs in again when the token expires mid-walk, and the walk ends whole', async () => {
    const quiet = await start();
    await day(quiet.connection, DAYS[0]!);
    const { connection, operator } = await start();
    operator.expireAfter(3);
    const documents = await day(connection, DAYS[0]!);
    expect(documents).toHaveLength(5);
    expect(operator.logins()).toBe(quiet.operator.logins() + 1);
  });

  it('keeps one token while it is used, and logs in again after five idle minutes', async () => {
    const { connection, operator, clock } = await start();
    await day(connection, DAYS[0]!);
    const first = operator.logins();
    clock.now += 4 * 60_000;
    await day(connection, DAYS[1]!);
    expect(operator.logins()).toBe(first);
    clock.now += 5 * 60_000 + 1;
    await day(connection, DAYS[1]!, DRIVES[0], { pageSize: 3 });
    expect(operator.logins()).toBe(first + 1);
  });

  it('a refused log-in is the stored credentials’ fault', async () => {
    const { connection } = await start();
    const wrong = { ...connection, password: 'wrong' };
    const call = answerTaxcom(options(wrong), ORGANIZATIONS_CALL);
    await expect(call).rejects.toBeInstanceOf(CredentialsRejectedError);
    await expect(call).rejects.toMatchObject({ reason: 'key' });
  });
});

describe('the operator’s refusals', () => {
  it('waits out a short Retry-After on 429 and goes on', async () => {
    const { connection, operator } = await start();
    operator.fail({ status: 429, headers: { 'Retry-After': '0' }, path: /DocumentInfo/, times: 2 });
    expect(await day(connection, DAYS[0]!)).toHaveLength(5);
  });

  it('fails as rate limited at once when the wait asked for is long', async () => {
    const { connection, operator } = await start();
    operator.fail({ status: 429, headers: { 'Retry-After': '120' }, path: /AccountList/ });
    const call = answerTaxcom(options(connection), ORGANIZATIONS_CALL);
    await expect(call).rejects.toBeInstanceOf(RateLimitedError);
    await expect(call).rejects.toMatchObject({ retryAfterSeconds: 120 });
  });

  it('turns its error bodies into our typed errors', async () => {
    const { connection, operator } = await start();
    operator.fail({ status: 500, path: /AccountList/, times: 3 });
    const orgs = () => answerTaxcom(options(connection), ORGANIZATIONS_CALL);
    await expect(orgs()).rejects.toBeInstanceOf(UnavailableError);
    operator.fail({ status: 404, apiErrorCode: 3105, path: /ShiftList/ });
    await expect(day(connection, DAYS[0]!)).rejects.toBeInstanceOf(NotFoundError);
    operator.fail({ status: 400, apiErrorCode: 1001, path: /ShiftList/ });
    await expect(day(connection, DAYS[0]!)).rejects.toBeInstanceOf(BadRequestError);
  });

  it('answers statistics as not found, for the dashboard to sum documents itself', async () => {
    const { connection } = await start();
    const call = answerTaxcom(options(connection), {
      path: '/v2/organizations/{orgId}/cashboxes/{rnm}/statistics/cash-receipt/by-days',
      params: { orgId: INN, rnm: RNM },
      query: { from: DAYS[0]!, to: DAYS[0]! },
    });
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
    // The status is what the overview reads as "no statistics here".
    await expect(call).rejects.toMatchObject({ upstreamStatus: 404 });
  });
});
