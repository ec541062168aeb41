import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from '@/lib/service/seed';
import { checkReceipt } from '../receipt-math';
import {
  cashboxSchema,
  documentEnvelopeSchema,
  isCheckDocument,
  organizationSchema,
  type FiscalDocument,
} from '../schemas';

// The contract between the two halves: everything the built-in service's generator emits reads
// through the client's schemas, and the generated money adds up in the client's view.

const world = generateDemoWorld({ anchorDate: '2026-11-20', days: 10 });
const documents = [...world.documents()];
const parsed: FiscalDocument[] = documents.map(({ type, body }) =>
  documentEnvelopeSchema.parse(JSON.parse(JSON.stringify({ [type]: body }))),
);

describe('the demo world in the client view', () => {
  it('parses every document, keeps its type and raw body, and trims the padding', () => {
    expect(parsed.length).toBe(documents.length);
    parsed.forEach((document, i) => {
      const source = documents[i];
      expect(document.type).toBe(source?.type);
      expect(document.raw).toEqual(source?.body);
      expect(document.kktRegId).toBe(source?.body.kktRegId.trim());
      expect(document.fiscalDriveNumber).toMatch(/^\d{16}$/);
    });
  });

  it('has receipts whose items and payments add up to the total', () => {
    const checks = parsed.filter(isCheckDocument);
    expect(checks.length).toBeGreaterThan(100);
    for (const document of checks) {
      const result = checkReceipt(document);
      expect(result.itemsMatchTotal ?? true, `FD ${document.fiscalDocumentNumber}`).toBe(true);
      expect(result.paymentsMatchTotal).toBe(true);
      expect(result.lineMismatches).toEqual([]);
      for (const item of document.items) {
        expect(item.vatRate).toBeDefined();
        expect(item.paymentMethod).toBeDefined();
      }
    }
  });

  it('reads the organizations and the cashbox records the service builds from the world', () => {
    for (const organization of world.organizations) {
      expect(organizationSchema.parse(organization)).toEqual(organization);
    }
    const [cashbox] = world.cashboxes;
    const [grant] = world.grants;
    const window = grant?.cashboxes[0];
    expect(cashbox && window).toBeTruthy();
    if (!cashbox || !window) return;
    const record = cashboxSchema.parse({
      ...cashbox,
      address: cashbox.addresses.at(-1)?.address,
      fiscalDrives: cashbox.fiscalDrives.map((d) => ({ fiscalDriverNumber: d.fiscalDriveNumber })),
      permissionFrom: window.permissionFrom,
      permissionTo: window.permissionTo,
    });
    expect(record.fiscalDrives).toHaveLength(cashbox.fiscalDrives.length);
  });
});
