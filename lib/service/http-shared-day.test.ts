import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type Service } from './testing/fixture-service';
import { DRIVE, fixtureDocument as doc, fixtureWorld, ORG_A, REG } from './testing/fixture-world';

// A day on which register a1's drive is replaced (docs/documents.md, "Drive windows"): the service
// cuts nothing per drive by day. `tickets` answers each drive's own documents of that day within
// the register's permission window, and `documents/by-period` both drives'.

const DAY = '2024-03-20';
const THIRD = '9999000000000009';

function world() {
  const base = fixtureWorld([
    doc('receipt', REG.a1, DRIVE.a1New, 20, `${DAY}T09:00:00`),
    doc('closeArchive', REG.a1, DRIVE.a1New, 21, `${DAY}T11:50:00`),
    doc('fiscalReport', REG.a1, THIRD, 1, `${DAY}T12:00:00`),
    doc('receipt', REG.a1, THIRD, 2, `${DAY}T12:10:00`),
    doc('receipt', REG.a1, THIRD, 3, `${DAY}T12:20:00`),
    doc('receipt', REG.a1, THIRD, 4, `${DAY}T12:30:00`),
  ]);
  const a1 = base.cashboxes.find((c) => c.regNumber === REG.a1)!;
  a1.fiscalDrives.push({ fiscalDriveNumber: THIRD, installedAt: `${DAY}T12:00:00` });
  return base;
}

type Envelope = Record<string, { fiscalDocumentNumber: number; fiscalDriveNumber: string }>;
const fdsOf = (body: Envelope[]) =>
  body.map((e) => {
    const d = Object.values(e)[0]!;
    return `${d.fiscalDriveNumber.trim()}/${d.fiscalDocumentNumber}`;
  });

let service: Service;
beforeAll(async () => {
  service = await startService(world());
});
afterAll(() => service?.close());

const tickets = (drive: string) =>
  `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${drive}/tickets?dateFrom=${DAY}&dateTo=${DAY}`;

describe('a day shared by two drives', () => {
  it('tickets answers each drive its own documents of the day', async () => {
    const old = await service.json(tickets(DRIVE.a1New));
    expect(old.status).toBe(200);
    expect(fdsOf(old.body)).toEqual([`${DRIVE.a1New}/20`, `${DRIVE.a1New}/21`]);
    const fresh = await service.json(tickets(THIRD));
    expect(fresh.status).toBe(200);
    expect(fdsOf(fresh.body)).toEqual([1, 2, 3, 4].map((fd) => `${THIRD}/${fd}`));
  });

  it('documents/by-period answers both drives of the day', async () => {
    const path = `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period`;
    const { status, body } = await service.json(
      `${path}?dateFrom=${DAY}T00:00:00&dateTo=${DAY}T23:59:59`,
    );
    expect(status).toBe(200);
    expect(fdsOf(body.documents)).toEqual([
      `${DRIVE.a1New}/20`,
      `${DRIVE.a1New}/21`,
      ...[1, 2, 3, 4].map((fd) => `${THIRD}/${fd}`),
    ]);
  });

  it('dates each drive in the register record by its first document', async () => {
    const { body } = await service.json(`/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}`);
    const drives = (
      body as { fiscalDrives: { fiscalDriverNumber: string; earliestDocumentTimestamp: string }[] }
    ).fiscalDrives.map((d) => [d.fiscalDriverNumber, d.earliestDocumentTimestamp]);
    expect(drives).toContainEqual([THIRD, `${DAY}T12:00:00`]);
  });
});
