import { describe, expect, it } from 'vitest';
import type { PublishedScenario } from '@/e2e/published-operator.mjs';
import { registerTimeZone } from '@/lib/dates/wall-clock';
import { ofdGet, type OfdConnection } from '@/lib/ofd/client';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { byPeriodPageSchema } from '@/lib/ofd/documents-page.schema';
import { BY_PERIOD, fetchByPeriodDay } from '../server/by-period-day';
import type { DayChunk } from '../server/day-chunks';
import type { RegisterContext } from '../server/register';

// The published `documents/by-period` protocol (docs/real-operators.md, "Paging") as a suite that
// takes the operator under test as a parameter: a base URL with credentials, and a way to seed a
// scenario (an organization, one register record, its documents). The dashboard's day reader is
// run against it over real HTTP, and the operator's own answers are checked against the rules the
// client relies on. Run against the stand-in (lib/documents/server/published-contract.test.ts); any
// operator that pages as published passes it.

export type OperatorUnderTest = {
  connection: OfdConnection;
  /** Replaces the register's documents with the scenario's. */
  seed(scenario: PublishedScenario): Promise<void>;
  /** Adds documents to a seeded register, as if they arrived later. */
  add(orgId: string, rnm: string, documents: PublishedScenario['documents']): Promise<void>;
};

type Envelope = Record<string, Record<string, unknown>>;

export const CONTRACT_ORG = {
  id: '5e1f0c2a-7b3d-4c8e-9f0a-1b2c3d4e5f60',
  inn: '7707083893',
  kpp: '770701001',
  ogrn: '1027700132195',
  shortName: 'ООО "Контракт"',
  fullName: 'Общество с ограниченной ответственностью "Контракт"',
};
export const CONTRACT_RNM = '0000000003065868';
export const CONTRACT_DRIVE = '7281440500751551';
const DAY = '2024-09-17';
const ADDRESS = 'г. Москва, ул. Тверская, д. 1';

export const contractRegister = {
  regNumber: CONTRACT_RNM,
  serialNumber: '00106708432139',
  name: 'Касса 1',
  modelName: 'АТОЛ 30Ф',
  kpp: '770701001',
  salesPointName: 'Тверская',
  address: ADDRESS,
  addresses: [{ address: ADDRESS, startDate: '2024-01-01T00:00:00' }],
  fiscalDrive: {
    fiscalDriverNumber: CONTRACT_DRIVE,
    earliestDocumentTimestamp: '2024-01-01T00:00:00',
  },
  fiscalDrives: [
    { fiscalDriverNumber: CONTRACT_DRIVE, earliestDocumentTimestamp: '2024-01-01T00:00:00' },
  ],
  permissionFrom: '2024-01-01T00:00:00',
  permissionTo: '2025-12-31T23:59:59',
};

const body = (type: 'receipt' | 'openShift', fd: number, dateTime: string | number) => ({
  ...(EXAMPLES[type].spec as Record<string, unknown>),
  kktRegId: CONTRACT_RNM.padEnd(20, ' '),
  fiscalDriveNumber: CONTRACT_DRIVE.padEnd(16, ' '),
  fiscalDocumentNumber: fd,
  id: `00000000-0000-4000-8000-${String(fd).padStart(12, '0')}`,
  dateTime,
});
const time = (second: number) =>
  new Date(Date.parse(`${DAY}T08:00:00Z`) + second * 1000).toISOString().slice(0, 19);

/** `count` documents of the day, one a second from 08:00; every tenth an openShift. */
export function dayOf(count: number, firstFd = 1, day = DAY): Envelope[] {
  return Array.from({ length: count }, (_, i): Envelope => {
    const fd = firstFd + i;
    const at = `${day}${time(i).slice(10)}`;
    return fd % 10 === 0
      ? { openShift: body('openShift', fd, at) }
      : { receipt: body('receipt', fd, at) };
  });
}

export const scenarioOf = (documents: Envelope[]): PublishedScenario => ({
  organization: CONTRACT_ORG,
  register: contractRegister,
  documents,
});

export const contractContext = {
  organization: { id: CONTRACT_ORG.id, inn: CONTRACT_ORG.inn },
  register: contractRegister,
  driveNumber: CONTRACT_DRIVE,
  zone: registerTimeZone(ADDRESS),
} as unknown as RegisterContext;

export const chunkOf = (day: string): DayChunk => ({
  day,
  from: `${day}T00:00:00`,
  to: `${day}T23:59:59`,
});
const signal = () => new AbortController().signal;

/** One raw page of the operator, for the rules the client relies on. */
export function rawPage(target: OperatorUnderTest, query: Record<string, string>) {
  return ofdGet(
    {
      path: BY_PERIOD,
      params: { orgId: CONTRACT_ORG.id, rnm: CONTRACT_RNM },
      query: { dateFrom: `${DAY}T00:00:00`, dateTo: `${DAY}T23:59:59`, ...query },
      schema: byPeriodPageSchema,
    },
    { connection: target.connection, maxAttempts: 1 },
  );
}

/** The page's cursor, which the published protocol makes a string. */
function cursorOf(page: { paging?: { nextOffset?: string | number | null } | null }): string {
  const next = page.paging?.nextOffset;
  expect(typeof next).toBe('string');
  return String(next);
}

const fds = (documents: unknown[]) =>
  (documents as Envelope[]).map((d) => Object.values(d)[0]!.fiscalDocumentNumber as number);

export function describePublishedContract(name: string, target: () => OperatorUnderTest) {
  describe(`the published by-period protocol: ${name}`, () => {
    it('reads a day of 2,500 documents in pages of 1000, each exactly once', async () => {
      await target().seed(scenarioOf(dayOf(2500)));
      const day = await fetchByPeriodDay(contractContext, target())(chunkOf(DAY), signal());
      expect(day.documents.map((d) => d.fiscalDocumentNumber)).toEqual(
        Array.from({ length: 2500 }, (_, i) => i + 1),
      );
      expect(day.unreadable).toEqual([]);
      expect(day.elsewhere).toEqual([]);
    });

    it('reads an empty period as no documents', async () => {
      await target().seed(scenarioOf([]));
      const page = await rawPage(target(), {});
      expect(page.documents).toEqual([]);
      expect(page.paging?.nextOffset ?? null).toBeNull();
      const day = await fetchByPeriodDay(contractContext, target())(chunkOf(DAY), signal());
      expect(day.documents).toEqual([]);
    });

    it('follows short pages that a types filter makes, to the end', async () => {
      await target().seed(scenarioOf(dayOf(95)));
      const first = await rawPage(target(), { types: 'openShift', limit: '20' });
      // Only shift openings, in order. An operator may fill the page or, as the stand-in does,
      // filter what it scanned and answer a short page that is still not the last: both are
      // published behaviour, so the walk below must reach the end either way.
      const openings = [10, 20, 30, 40, 50, 60, 70, 80, 90];
      expect(first.documents.length).toBeLessThanOrEqual(20);
      expect(fds(first.documents)).toEqual(openings.slice(0, first.documents.length));
      expect(first.paging?.nextOffset).toEqual(expect.any(String));
      const day = await fetchByPeriodDay(contractContext, {
        connection: target().connection,
        limit: 20,
        types: ['openShift'],
      })(chunkOf(DAY), signal());
      expect(day.documents.map((d) => d.fiscalDocumentNumber)).toEqual(openings);
    });

    it('ends where nextOffset equals the offset sent, on an empty page', async () => {
      await target().seed(scenarioOf(dayOf(5)));
      const page = await rawPage(target(), { limit: '5' });
      const cursor = cursorOf(page);
      const end = await rawPage(target(), { limit: '5', offset: cursor });
      expect(end).toEqual({ documents: [], paging: { nextOffset: cursor } });
    });

    it('starts at the period for a cursor before it, and ends at once for one after it', async () => {
      await target().seed(
        scenarioOf([...dayOf(3, 1, '2024-09-16'), ...dayOf(3, 4), ...dayOf(3, 7, '2024-09-18')]),
      );
      const before = await ofdGet(
        {
          path: BY_PERIOD,
          params: { orgId: CONTRACT_ORG.id, rnm: CONTRACT_RNM },
          query: { dateFrom: '2024-09-16T00:00:00', dateTo: '2024-09-16T23:59:59', limit: '1' },
          schema: byPeriodPageSchema,
        },
        { connection: target().connection, maxAttempts: 1 },
      );
      const early = cursorOf(before);
      expect(fds((await rawPage(target(), { offset: early })).documents)).toEqual([4, 5, 6]);
      const all = await ofdGet(
        {
          path: BY_PERIOD,
          params: { orgId: CONTRACT_ORG.id, rnm: CONTRACT_RNM },
          query: { dateFrom: '2024-09-16T00:00:00', dateTo: '2024-09-18T23:59:59' },
          schema: byPeriodPageSchema,
        },
        { connection: target().connection, maxAttempts: 1 },
      );
      expect(fds(all.documents)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const late = cursorOf(all);
      expect(await rawPage(target(), { offset: late })).toEqual({
        documents: [],
        paging: { nextOffset: late },
      });
    });

    it('returns only what arrived since, when asked again with the last cursor', async () => {
      await target().seed(scenarioOf(dayOf(4)));
      const first = await rawPage(target(), {});
      const cursor = cursorOf(first);
      await target().add(
        CONTRACT_ORG.id,
        CONTRACT_RNM,
        dayOf(2, 5).map((d) => shifted(d, 3600)),
      );
      expect(fds((await rawPage(target(), { offset: cursor })).documents)).toEqual([5, 6]);
    });

    it('refuses a malformed cursor with the operator error body', async () => {
      await target().seed(scenarioOf(dayOf(2)));
      await expect(rawPage(target(), { offset: 'not a cursor!' })).rejects.toMatchObject({
        kind: 'bad-request',
        upstreamStatus: 400,
      });
    });
  });
}

/** The document `seconds` later (a document that arrives after the first read). */
function shifted(envelope: Envelope, seconds: number): Envelope {
  const [[type, fields]] = Object.entries(envelope) as [[string, Record<string, unknown>]];
  const at = new Date(Date.parse(`${String(fields.dateTime)}Z`) + seconds * 1000);
  return { [type]: { ...fields, dateTime: at.toISOString().slice(0, 19) } };
}
