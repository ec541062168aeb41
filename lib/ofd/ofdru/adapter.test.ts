import { describe, expect, it } from 'vitest';
import { BadRequestError, NotFoundError } from '../errors';
import { documentEnvelopeSchema } from '../schemas';
import { listedOrganization, ORGANIZATIONS_CALL } from '../testing/organizations-call';
import { answerOfdRu } from './adapter';
import {
  closeStandInsAfterEach,
  ctx,
  days,
  start,
  TICKETS,
  type Envelope,
} from './testing/adapter-calls';
import { DRIVE, INN, RNM } from './testing/stand-in';

// The OFD.ru adapter against a stand-in written from OFD.ru's published text alone
// (e2e/ofdru-operator.mjs), over real HTTP on loopback: what our protocol's calls come back as, and
// what the walk survives.

closeStandInsAfterEach();

const BY_PERIOD = '/v2/organizations/{orgId}/cashboxes/{rnm}/documents/by-period';
const bodyOf = (envelope: Envelope) => Object.values(envelope)[0]!;
const viewOf = (envelope: Envelope) => {
  const parsed = documentEnvelopeSchema.safeParse(envelope);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
  return parsed.data as unknown as Record<string, unknown> & {
    vat: Record<string, number>;
    items: Record<string, unknown>[];
  };
};

describe('organizations and registers', () => {
  it('lists each configured INN as one organization, its id namespaced by the connection', async () => {
    const { connection } = await start();
    const orgs = await answerOfdRu(ctx(connection), ORGANIZATIONS_CALL);
    expect(orgs).toEqual([listedOrganization(connection.name, INN, `ИНН ${INN}`)]);
  });

  it('gives each register its current drive, address and permission window', async () => {
    const { connection } = await start();
    const registers = (await answerOfdRu(ctx(connection), {
      path: '/v2/organizations/{orgId}/cashboxes',
      params: { orgId: INN },
      query: {},
    })) as Record<string, unknown>[];
    expect(registers.map((r) => r.regNumber)).toEqual([RNM, '0004211302023101']);
    expect(registers[0]).toMatchObject({
      serialNumber: '00106708123456',
      modelName: 'АТОЛ 30Ф',
      address: '125009, г. Москва, ул. Тверская, д. 7',
      salesPointName: 'Кофейня на Тверской',
      fiscalDrive: { fiscalDriverNumber: DRIVE, earliestDocumentTimestamp: '2025-06-02T08:00:00' },
      fiscalDrives: [
        { fiscalDriverNumber: DRIVE, earliestDocumentTimestamp: '2025-06-02T08:00:00' },
      ],
      permissionFrom: '2025-06-02T00:00:00',
      lastDocumentTimestamp: '2026-01-12T09:30:00',
    });
  });

  it('answers an INN not configured, a register and a drive it lacks as not found', async () => {
    const { connection } = await start();
    const call = (params: Record<string, string>) =>
      answerOfdRu(ctx(connection), {
        path: TICKETS,
        params,
        query: { dateFrom: '2025-12-30', dateTo: '2025-12-30' },
      });
    await expect(call({ inn: '7707083893', rnm: RNM, drive: DRIVE })).rejects.toThrow(
      NotFoundError,
    );
    await expect(call({ inn: INN, rnm: '0000000000000001', drive: DRIVE })).rejects.toThrow(
      NotFoundError,
    );
    await expect(call({ inn: INN, rnm: RNM, drive: '7380440800000000' })).rejects.toThrow(
      NotFoundError,
    );
  });
});

describe('receipts', () => {
  it('states the figures of a 2025 receipt at 20%, and a weighed line with its unit', async () => {
    const { connection, operator } = await start();
    const documents = await days(connection, '2025-12-30');
    expect(documents.map((d) => bodyOf(d).fiscalDocumentNumber)).toEqual([101, 102]);
    const [coffee, apples] = documents.map(viewOf);
    const source = operator.world.organizations[0]!.registers[0]!.receipts;
    expect(coffee).toMatchObject({ operationType: 1, totalSum: 68_000, ecashTotalSum: 68_000 });
    expect(coffee!.vat).toEqual({
      nds20: source.find((r) => r.DocNumber === 101)!.Nds18_TotalSumm,
    });
    expect(coffee!.dateTime).toBe('2025-12-30T10:15:00');
    expect(apples).toMatchObject({ totalSum: 20_951, cashTotalSum: 20_951 });
    expect(apples!.vat).toEqual({ nds10: 1_823, nds20: 150 });
    expect(apples!.items[0]).toMatchObject({
      name: 'Яблоки Голден',
      price: 15_990,
      quantity: 1.254,
      sum: 20_051,
      vatRate: '10',
      vatSum: 1_823,
      unit: { measure: 11, recognised: true },
    });
  });

  it('reads 22% from the lines in 2026, not the 20% field, and a return as a return', async () => {
    const { connection } = await start();
    const [sale, refund] = (await days(connection, '2026-01-12')).map(viewOf);
    // The stand-in puts the 22% amount in Nds18_TotalSumm; read as named it would be 20%.
    expect(sale!.vat).toEqual({ nds22: 4_869, ndsNo: 30_000 });
    expect(sale!.items.map((i) => [i.vatRate, i.vatSum])).toEqual([
      ['22', 4_869],
      // A line without VAT carries none (vat-reading.ts).
      ['none', 0],
    ]);
    expect(refund).toMatchObject({ operationType: 2, totalSum: 27_000 });
    expect(refund!.vat).toEqual({ nds22: 4_869 });
  });

  it('answers an empty day with an empty list, and asks once for each day of a window', async () => {
    const { connection, operator } = await start();
    expect(await days(connection, '2025-12-31')).toEqual([]);
    operator.calls.splice(0);
    expect(await days(connection, '2025-12-29', '2026-01-02')).toHaveLength(2);
    expect(operator.calls.filter((c) => c.includes('receipts-info'))).toHaveLength(5);
  });

  it('keeps a receipt of an earlier drive under that drive, out of the current drive’s days', async () => {
    const { connection } = await start();
    expect(await days(connection, '2025-12-29')).toEqual([]);
    const page = (await answerOfdRu(ctx(connection), {
      path: BY_PERIOD,
      params: { orgId: INN, rnm: RNM },
      query: { dateFrom: '2025-12-29T00:00:00', dateTo: '2025-12-29T23:59:59' },
    })) as { documents: Envelope[] };
    expect(page.documents.map(bodyOf)).toMatchObject([
      { fiscalDocumentNumber: 99, fiscalDriveNumber: '7380440800111111', requestNumber: 99 },
    ]);
  });

  it('answers statistics as the 404 of an operator without them', async () => {
    const { connection } = await start();
    const call = answerOfdRu(ctx(connection), {
      path: '/v2/organizations/{orgId}/cashboxes/{rnm}/statistics/cash-receipt/by-days',
      params: { orgId: INN, rnm: RNM },
      query: { from: '2025-12-30', to: '2025-12-30' },
    });
    // The status is what the overview reads as "no statistics here", to sum documents itself.
    await expect(call).rejects.toMatchObject({ upstreamStatus: 404 });
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a period that is not one', async () => {
    const { connection } = await start();
    await expect(days(connection, '2026-01-12', '2025-12-30')).rejects.toThrow(BadRequestError);
    await expect(days(connection, '2025-01-01', '2026-01-12')).rejects.toThrow(BadRequestError);
  });
});

describe('documents/by-period', () => {
  it('pages with its own cursor to the last page', async () => {
    const { connection } = await start();
    const numbers: unknown[] = [];
    let offset: string | undefined;
    let pages = 0;
    do {
      const page = (await answerOfdRu(ctx(connection), {
        path: BY_PERIOD,
        params: { orgId: INN, rnm: RNM },
        query: {
          dateFrom: '2025-12-30T00:00:00',
          dateTo: '2026-01-12T23:59:59',
          limit: '3',
          ...(offset ? { offset } : {}),
        },
      })) as { documents: Envelope[]; paging: { nextOffset?: string } };
      numbers.push(...page.documents.map((d) => bodyOf(d).fiscalDocumentNumber));
      offset = page.paging.nextOffset;
      pages += 1;
    } while (offset);
    expect(pages).toBe(2);
    expect(numbers).toEqual([101, 102, 150, 151]);
  });
});
