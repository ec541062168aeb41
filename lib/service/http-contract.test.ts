import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import {
  cashboxListSchema,
  cashboxSchema,
  documentListSchema,
  operatorErrorSchema,
  organizationListSchema,
  organizationSchema,
} from '@/lib/ofd/schemas';
import { DEMO_INTEGRATOR, DEMO_PARTNER } from '@/lib/demo-credentials';
import { generateDemoWorld } from './seed';
import { startService, type Service } from './testing/fixture-service';

// The service against the generated demo world, every answer parsed with the shared wire-format
// schemas the dashboard uses (lib/ofd/schemas.ts): what one half emits, the other half reads.

const ANCHOR = '2024-06-30';
const world = generateDemoWorld({ anchorDate: ANCHOR, days: 12, seed: 7 });
const as = (who: { apiKey: string; sessionId: string }) => ({
  'X-Vendor-Ofd-ApiKey': who.apiKey,
  Authorization: `auth.sid ${who.sessionId}`,
});

let service: Service;
beforeAll(async () => {
  service = await startService(world, { now: () => new Date(`${ANCHOR}T12:00:00Z`) });
}, 60_000);
afterAll(() => service.close());

/** MIN(dateTime) per drive, computed from the world itself rather than the store. */
function earliestPerDrive(): Map<string, string> {
  const earliest = new Map<string, string>();
  for (const { body } of world.documents()) {
    const drive = body.fiscalDriveNumber.trim();
    const seen = earliest.get(drive);
    if (seen === undefined || body.dateTime < seen) earliest.set(drive, body.dateTime);
  }
  return earliest;
}

describe('the demo world through the shared schemas', () => {
  it('answers organizations, cashboxes and tickets that the dashboard schemas accept', async () => {
    const earliest = earliestPerDrive();
    const organizations = organizationListSchema.parse(
      (await service.json('/v2/organizations', as(DEMO_INTEGRATOR))).body,
    );
    expect(organizations.length).toBeGreaterThanOrEqual(3);
    let documents = 0;
    for (const organization of organizations) {
      const one = await service.json(`/v2/organizations/${organization.id}`, as(DEMO_INTEGRATOR));
      expect(organizationSchema.parse(one.body)).toEqual(organization);
      const list = await service.json(
        `/v2/organizations/${organization.id}/cashboxes`,
        as(DEMO_INTEGRATOR),
      );
      const cashboxes = cashboxListSchema.parse(list.body);
      for (const cashbox of cashboxes) {
        const single = await service.json(
          `/v2/organizations/${organization.id}/cashboxes/${cashbox.regNumber}`,
          as(DEMO_INTEGRATOR),
        );
        expect(cashboxSchema.parse(single.body)).toEqual(cashbox);
        for (const drive of cashbox.fiscalDrives) {
          expect(drive.earliestDocumentTimestamp).toBe(earliest.get(drive.fiscalDriveNumber));
          const path = `/v1/integration/inns/${organization.inn}/kkts/${cashbox.regNumber}/fss/${drive.fiscalDriveNumber}/tickets?dateFrom=${addDays(ANCHOR, -20)}&dateTo=${ANCHOR}`;
          const response = await service.json(path, as(DEMO_INTEGRATOR));
          if (response.status === 403) {
            expect(operatorErrorSchema.parse(response.body).errorCode).toBe(403000);
            continue;
          }
          expect(response.status, path).toBe(200);
          const parsed = documentListSchema.parse(response.body);
          for (const doc of parsed) {
            expect(
              doc.dateTime >= cashbox.permissionFrom && doc.dateTime <= cashbox.permissionTo,
            ).toBe(true);
            expect(doc.fiscalDriveNumber.trim()).toBe(drive.fiscalDriveNumber);
          }
          documents += parsed.length;
        }
      }
    }
    expect(documents).toBeGreaterThan(100);
    // Some hundred requests in a row: on PostgreSQL on a busy machine this took 20 s, the default.
  }, 60_000);

  it('keeps the partner inside its grants', async () => {
    const partner = organizationListSchema.parse(
      (await service.json('/v2/organizations', as(DEMO_PARTNER))).body,
    );
    expect(partner.length).toBeGreaterThan(0);
    expect(partner.length).toBeLessThan(world.organizations.length);
    const hidden = world.organizations.filter((o) => !partner.some((p) => p.id === o.id));
    for (const organization of hidden) {
      const response = await service.json(
        `/v2/organizations/${organization.id}/cashboxes`,
        as(DEMO_PARTNER),
      );
      expect(response.status).toBe(403);
      expect(response.body.errorCode).toBe(403003);
    }
  });
});
