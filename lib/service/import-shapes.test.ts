import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeZone } from './config';
import { importEnvelopes, readEnvelopes, toDocument } from './import';
import { loadWorld } from './load-world';
import { openMemoryStore } from './store/sqlite';
import type { Store } from './store/types';
import { DRIVE, REG, fixtureWorld } from './testing/fixture-world';

// Receipts shaped like those the tax service's receipt-check application exports and people
// publish (docs/import.md): the wrappers, epoch times with and without localDateTime, and the
// older bodies that lack the register or the operation type.

/** A receipt body as the exports have it: epoch dateTime, the shop's localDateTime. */
function exported(fd: number, extra: Record<string, unknown> = {}) {
  return {
    user: 'ООО "ЛЕНТА"',
    userInn: '7814148471  ',
    requestNumber: 97,
    shiftNumber: 312,
    operationType: 1,
    taxationType: 1,
    kktRegId: `${REG.a1}    `,
    fiscalDriveNumber: DRIVE.a1New,
    fiscalDocumentNumber: fd,
    fiscalSign: 2_930_431_519,
    dateTime: 1654957800,
    localDateTime: '2022-06-11T17:30',
    items: [{ name: 'Молоко 3,2% 1 л', price: 8990, quantity: 2, sum: 17980, nds: 2 }],
    totalSum: 17980,
    cashTotalSum: 0,
    ecashTotalSum: 17980,
    nds10: 1635,
    ...extra,
  };
}

let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ofd-import-shapes-'));
  store = openMemoryStore();
  await loadWorld(store, fixtureWorld());
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
/** A copy without some fields, as older or stripped exports have it. */
function without(body: Record<string, unknown>, ...keys: string[]) {
  const copy = { ...body };
  for (const key of keys) delete copy[key];
  return copy;
}
const storedTime = async (fd: number) =>
  (await store.findDocument(REG.a1, DRIVE.a1New, fd))?.dateTime;

describe('import of the tax service’s export shapes', () => {
  it('takes {"document":{"receipt"}}, {"receipt"}, a bare body and a ticket, in an array', async () => {
    const file = write(
      'mixed.json',
      JSON.stringify([
        { document: { receipt: exported(2001) } },
        { receipt: exported(2002) },
        exported(2003),
        { ticket: { document: { receipt: exported(2004) } } },
      ]),
    );
    const report = await importEnvelopes(store, readEnvelopes(file));
    expect(report).toMatchObject({ read: 4, stored: 4, rejected: [], notes: [] });
    // Epoch 1654957800 is 14:30 UTC; the body's localDateTime is the shop's wall clock.
    for (const fd of [2001, 2002, 2003, 2004])
      expect(await storedTime(fd)).toBe('2022-06-11T17:30:00');
    const again = await importEnvelopes(store, readEnvelopes(file));
    expect(again).toMatchObject({ read: 4, stored: 0, duplicates: 4 });
  });

  it('reads NDJSON, text times without seconds, and epoch times in the shop’s region', async () => {
    const withoutLocal = without(exported(2011), 'localDateTime');
    const lines = [
      { receipt: exported(2010, { dateTime: '2022-06-11T09:05', localDateTime: undefined }) },
      // Yekaterinburg is UTC+5: 14:30 UTC is 19:30 there.
      {
        receipt: {
          ...withoutLocal,
          retailPlaceAddress: '620014, г. Екатеринбург, ул. Малышева, 5',
        },
      },
      // No address on the receipt: the register's stored address (Moscow) gives the zone.
      { receipt: { ...withoutLocal, fiscalDocumentNumber: 2012 } },
      // Near midnight the wall clock is the next day: 21:00 UTC is 00:00 in Moscow.
      { receipt: { ...withoutLocal, fiscalDocumentNumber: 2013, dateTime: 1654981200 } },
    ];
    const file = write('receipts.ndjson', lines.map((l) => JSON.stringify(l)).join('\n'));
    const report = await importEnvelopes(store, readEnvelopes(file));
    expect(report).toMatchObject({ read: 4, stored: 4, rejected: [], notes: [] });
    expect(await storedTime(2010)).toBe('2022-06-11T09:05:00');
    expect(await storedTime(2011)).toBe('2022-06-11T19:30:00');
    expect(await storedTime(2012)).toBe('2022-06-11T17:30:00');
    expect(await storedTime(2013)).toBe('2022-06-12T00:00:00');
  });

  it('reads an epoch time in the default zone when nothing tells the shop’s, and says so', async () => {
    const body = without(exported(2020), 'localDateTime');
    const { doc, notes } = await toDocument(
      { receipt: body },
      { defaultZone: 'Asia/Vladivostok', addressOf: async () => null },
    );
    expect(doc.dateTime).toBe('2022-06-12T00:30:00');
    expect(notes).toEqual(['dateTime read in the assumed zone Asia/Vladivostok']);
    expect(defaultTimeZone({})).toBe('Europe/Moscow');
    expect(defaultTimeZone({ OFD_DEFAULT_TIME_ZONE: 'Asia/Yekaterinburg' })).toBe(
      'Asia/Yekaterinburg',
    );
    expect(() => defaultTimeZone({ OFD_DEFAULT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/IANA/);
  });

  it('places a body without kktRegId on --rnm, and says why others cannot be placed', async () => {
    const noRegister = without(exported(2030), 'kktRegId');
    const noOperation = without(exported(2031), 'operationType');
    const file = write(
      'old.json',
      JSON.stringify([
        { receipt: noRegister },
        { receipt: noOperation },
        { receipt: { ...noRegister, fiscalDocumentNumber: 2032 } },
      ]),
    );
    const unplaced = await importEnvelopes(store, readEnvelopes(file));
    expect(unplaced.rejected).toEqual([
      {
        position: '#1',
        reason: 'kktRegId is missing (older receipts lack it): give the register with --rnm',
      },
      { position: '#2', reason: 'operationType is missing: a sale cannot be told from a return' },
      {
        position: '#3',
        reason: 'kktRegId is missing (older receipts lack it): give the register with --rnm',
      },
    ]);
    const placed = await importEnvelopes(store, readEnvelopes(file), { rnm: REG.a1 });
    expect(placed).toMatchObject({ stored: 2 });
    expect(placed.notes).toEqual([
      { position: '#1', note: `placed on register ${REG.a1} (--rnm)` },
      { position: '#3', note: `placed on register ${REG.a1} (--rnm)` },
    ]);
    expect(await storedTime(2030)).toBe('2022-06-11T17:30:00');
  });
});
