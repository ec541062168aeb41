import { describe, expect, it } from 'vitest';
import type { OfdRuConnectionSettings } from '@/lib/env';
import { NotFoundError } from '../errors';
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

// One OFD.ru receipt by its number (our `tickets/{fd}`), against the stand-in
// (e2e/ofdru-operator.mjs): on a server that has read none of its days, as when its link is opened
// after a restart, the day is found from the shift reports and read (lib/ofd/ofdru/documents.ts).

closeStandInsAfterEach();

const one = (connection: OfdRuConnectionSettings, fd: number) =>
  answerOfdRu(ctx(connection), {
    path: `${TICKETS}/{fd}`,
    params: { inn: INN, rnm: RNM, drive: DRIVE, fd: String(fd) },
    query: {},
  }) as Promise<Envelope>;

const bodyOf = (envelope: Envelope) => Object.values(envelope)[0]!;
const integration = (calls: string[]) => calls.filter((c) => c.includes('/integration/'));

describe('one receipt by its number', () => {
  it('on a cold server: one shift report call, then its day, and the figures its world holds', async () => {
    const { connection, operator } = await start();
    const source = operator.world.organizations[0]!.registers[0]!.receipts.find(
      (r) => r.DocNumber === 102,
    )!;
    const body = bodyOf(await one(connection, 102));
    expect(body).toMatchObject({
      fiscalDocumentNumber: 102,
      fiscalDriveNumber: DRIVE,
      dateTime: source.DocDateTime,
      totalSum: source.TotalSumm,
      cashTotalSum: source.CashSumm,
      fiscalSign: Number(source.DecimalFiscalSign),
    });
    expect((body.items as unknown[]).length).toBe(source.Items.length);
    expect(integration(operator.calls)).toEqual([
      `GET /api/integration/v2/inn/${INN}/kkts`,
      `GET /api/integration/v2/inn/${INN}/kkt/${RNM}/zreports`,
      `GET /api/integration/v2/inn/${INN}/kkt/${RNM}/receipts-info`,
    ]);
  });

  it('finds a receipt of the shift still open, which no report lists yet', async () => {
    const { connection } = await start();
    expect(bodyOf(await one(connection, 151))).toMatchObject({
      fiscalDocumentNumber: 151,
      operationType: 2,
    });
  });

  it('asks nothing more for a receipt a day’s list has read', async () => {
    const { connection, operator } = await start();
    await days(connection, '2025-12-30');
    operator.calls.splice(0);
    expect(bodyOf(await one(connection, 101)).totalSum).toBe(68_000);
    expect(integration(operator.calls)).toEqual([]);
  });

  it('a receipt and its two neighbours asked at once read the reports and the day once', async () => {
    const { connection, operator } = await start();
    const [prev, doc, next] = await Promise.allSettled(
      [100, 101, 102].map((fd) => one(connection, fd)),
    );
    // 100 is the shift's opening report, not a receipt: OFD.ru lists receipts only.
    expect(prev).toMatchObject({ status: 'rejected', reason: expect.any(NotFoundError) });
    expect(doc).toMatchObject({ status: 'fulfilled' });
    expect(next).toMatchObject({ status: 'fulfilled' });
    const calls = integration(operator.calls);
    expect(calls.filter((c) => c.endsWith('/zreports'))).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('/receipts-info'))).toHaveLength(1);
  });

  it('answers not found for a number no shift of the drive holds', async () => {
    const { connection } = await start();
    // Before the drive's first shift (the earlier drive's receipt), and between two shifts.
    await expect(one(connection, 99)).rejects.toThrow(NotFoundError);
    await expect(one(connection, 120)).rejects.toThrow(NotFoundError);
    await expect(one(connection, 999)).rejects.toThrow(NotFoundError);
  });
});
