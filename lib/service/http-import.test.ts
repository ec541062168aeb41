import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEnvelopes, readEnvelopes } from './import';
import { DRIVE, ORG_A, REG, fixtureDocument, fixtureWorld } from './testing/fixture-world';
import { startService, type Service } from './testing/fixture-service';

let service: Service;
let dir: string;
beforeAll(async () => {
  service = await startService();
  dir = mkdtempSync(path.join(tmpdir(), 'ofd-import-'));
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const MARCH_10 = `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${DRIVE.a1New}/tickets?dateFrom=2024-03-10&dateTo=2024-03-10`;
const envelope = (type: string, body: object) => ({ [type]: body });

function fileWith(name: string, lines: unknown[], form: 'ndjson' | 'array') {
  const file = path.join(dir, name);
  const text =
    form === 'array'
      ? JSON.stringify(lines)
      : lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');
  writeFileSync(file, text);
  return file;
}

describe('import', () => {
  const fresh = fixtureDocument('receipt', REG.a1, DRIVE.a1New, 20, '2024-03-10T10:00:00');
  // Sent as a register would, but with unpadded identifiers and without the operator's fields.
  const sent: Record<string, unknown> = {
    ...fixtureDocument('openShift', REG.a1, DRIVE.a1New, 19, '2024-03-10T09:00:00').body,
    kktRegId: REG.a1,
    fiscalDriveNumber: DRIVE.a1New,
  };
  delete sent.id;
  delete sent.receiveDateTimeUtc;
  const alreadyStored = [...fixtureWorld().documents()][0]!;
  const lines = [
    envelope('openShift', sent), // line 1: stored
    envelope(fresh.type, fresh.body), // line 2: stored
    envelope(fresh.type, fresh.body), // line 3: the same again → stored once
    '{"receipt": {', // line 4: not JSON
    { receipt: fresh.body, closeShift: fresh.body }, // line 5: two keys
    envelope('check', fresh.body), // line 6: unknown type
    envelope('receipt', { ...fresh.body, kktRegId: '0000000000000999', fiscalDocumentNumber: 21 }), // 7
    envelope('receipt', { ...fresh.body, fiscalDriveNumber: DRIVE.b1, fiscalDocumentNumber: 22 }), // 8
    envelope('receipt', {
      ...fresh.body,
      dateTime: '2024-02-30T10:00:00',
      fiscalDocumentNumber: 23,
    }), // 9
    envelope(alreadyStored.type, alreadyStored.body), // line 10: in the store before the import
    envelope('receipt', { ...fresh.body, fiscalDocumentNumber: 24, totalSum: '179.80' }), // 11: money as text
  ];

  it('stores the good documents, rejects each bad one whole with its line and reason', async () => {
    const file = fileWith('mixed.ndjson', lines, 'ndjson');
    const report = await importEnvelopes(service.store, readEnvelopes(file));
    expect(report).toMatchObject({ read: 11, stored: 2, duplicates: 2 });
    expect(report.rejected.map((r) => r.position)).toEqual([
      'line 4',
      'line 5',
      'line 6',
      'line 7',
      'line 8',
      'line 9',
      'line 11',
    ]);
    expect(report.rejected.map((r) => r.reason)).toEqual([
      'not valid JSON',
      'a fiscal document has exactly one key, the document type; found 2',
      'unknown document type "check"',
      'register 0000000000000999 is unknown',
      `fiscal drive ${DRIVE.b1} was never installed in register ${REG.a1}`,
      expect.stringMatching(/dateTime/),
      expect.stringMatching(/^receipt\.totalSum: /),
    ]);

    const { body } = await service.json(MARCH_10);
    expect(body.map((e: object) => Object.keys(e)[0])).toEqual(['openShift', 'receipt']);
    // Padding and the operator's own fields are added to what the register sent.
    expect(body[0].openShift.kktRegId).toBe(`${REG.a1}    `);
    expect(body[0].openShift.fiscalDriveNumber).toBe(DRIVE.a1New);
    expect(body[0].openShift.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body[0].openShift.receiveDateTimeUtc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(body[1].receipt).toEqual(fresh.body);
  });

  it('stores nothing twice when the same file comes again, as an array this time', async () => {
    const before = await service.json(MARCH_10);
    const file = fileWith(
      'again.json',
      lines.filter((l) => typeof l !== 'string'),
      'array',
    );
    const report = await importEnvelopes(service.store, readEnvelopes(file));
    expect(report.stored).toBe(0);
    expect(report.duplicates).toBe(4);
    expect(report.rejected).toHaveLength(6);
    const after = await service.json(MARCH_10);
    expect(after.text).toBe(before.text);
  });

  it('reports a different document under a number already stored as a conflict', async () => {
    const before = await service.json(MARCH_10);
    const changed = [
      envelope('receipt', { ...fresh.body, fiscalSign: 1 }),
      // Only a sum differs: still a different document, never "already stored".
      envelope('receipt', { ...fresh.body, totalSum: (fresh.body.totalSum as number) + 1 }),
    ];
    const report = await importEnvelopes(
      service.store,
      readEnvelopes(fileWith('conflict.ndjson', changed, 'ndjson')),
    );
    expect(report).toMatchObject({ stored: 0, duplicates: 0, rejected: [] });
    const hash = expect.stringMatching(/^sha256:[0-9a-f]{64}$/);
    expect(report.conflicts).toEqual([
      {
        position: 'line 1',
        fiscalDriveNumber: DRIVE.a1New,
        fdNumber: 20,
        storedHash: hash,
        incomingHash: hash,
      },
      {
        position: 'line 2',
        fiscalDriveNumber: DRIVE.a1New,
        fdNumber: 20,
        storedHash: hash,
        incomingHash: hash,
      },
    ]);
    const [first, second] = report.conflicts;
    expect(first!.storedHash).toBe(second!.storedHash);
    expect(new Set([first!.storedHash, first!.incomingHash, second!.incomingHash]).size).toBe(3);
    expect((await service.json(MARCH_10)).text).toBe(before.text);
  });
});
