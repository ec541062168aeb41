import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { isValidInn } from '@/lib/ofd/ids';
import { readItemVat } from '@/lib/ofd/vat-reading';
import { readMarkingCode } from '@/lib/ofd/marking-code';
import { DEMO_INTEGRATOR, DEMO_PARTNER } from '@/lib/demo-credentials';
import { demoWorldRoles, generateDemoWorld } from './index';
import type { DemoWorld, WorldDocument } from './world';

// The default demo world as a newcomer meets it: who is in it, what it holds, and that it is the
// same on every run.

const ANCHOR = '2026-11-20';
const world = generateDemoWorld({ anchorDate: ANCHOR });
const docs: WorldDocument[] = [...world.documents()];
const body = (d: WorldDocument) => d.body as Record<string, unknown>;
const ofRegister = (rnm: string) => docs.filter((d) => d.body.kktRegId.trim() === rnm);

/** The first `count` documents of a world's stream, generated no further. */
function firstDocuments(w: DemoWorld, count: number): WorldDocument[] {
  const found: WorldDocument[] = [];
  for (const d of w.documents()) {
    found.push(d);
    if (found.length === count) break;
  }
  return found;
}

function digest(w: DemoWorld): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ ...w, documents: undefined }));
  for (const d of w.documents()) hash.update(JSON.stringify(d));
  return hash.digest('hex');
}

describe('determinism', () => {
  it('gives the same world for the same options and a fresh stream on every call', () => {
    const tenDays = { anchorDate: ANCHOR, days: 10 };
    expect(digest(generateDemoWorld(tenDays))).toBe(digest(generateDemoWorld(tenDays)));
    expect(firstDocuments(world, 500)).toEqual(docs.slice(0, 500));
  });

  it('gives another world for another seed, with other identifiers', () => {
    const small = { anchorDate: ANCHOR, days: 5 };
    const other = generateDemoWorld({ ...small, seed: 42 });
    expect(other.organizations.map((o) => o.inn)).not.toEqual(
      world.organizations.map((o) => o.inn),
    );
    expect(digest(other)).not.toBe(digest(generateDemoWorld(small)));
  });

  it('keeps identifiers when only the anchor moves, so README examples stay valid', () => {
    const tomorrow = generateDemoWorld({ anchorDate: addDays(ANCHOR, 1) });
    expect(tomorrow.organizations).toEqual(world.organizations);
    expect(tomorrow.cashboxes.map((c) => c.regNumber)).toEqual(
      world.cashboxes.map((c) => c.regNumber),
    );
  });

  it("does not depend on the host's time zone", () => {
    const small = { anchorDate: '2024-03-31', days: 4, receiptsPerDay: 8 };
    const original = process.env.TZ;
    try {
      const digests = ['UTC', 'America/Anchorage', 'Asia/Kamchatka'].map((zone) => {
        process.env.TZ = zone;
        return digest(generateDemoWorld(small));
      });
      expect(new Set(digests).size).toBe(1);
    } finally {
      process.env.TZ = original;
    }
  });

  it("defaults the anchor to today's UTC date", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T23:30:00Z'));
    expect(generateDemoWorld({ days: 3 }).anchorDate).toBe('2025-03-01');
  });
  afterEach(() => vi.useRealTimers());

  it('rejects impossible options', () => {
    expect(() => generateDemoWorld({ anchorDate: '2024-02-30' })).toThrow(RangeError);
    expect(() => generateDemoWorld({ days: 1 })).toThrow(RangeError);
    expect(() => generateDemoWorld({ receiptsPerDay: -1 })).toThrow(RangeError);
  });
});

describe('the default demo world', () => {
  it('has an LLC, an entrepreneur and a joint-stock company with valid identifiers', () => {
    expect(world.organizations.length).toBeGreaterThanOrEqual(3);
    const llc = world.organizations.find((o) => o.shortName.startsWith('ООО'));
    const ip = world.organizations.find((o) => o.shortName.startsWith('ИП'));
    expect(llc?.inn).toMatch(/^\d{10}$/);
    expect(llc?.kpp).toMatch(/^\d{9}$/);
    expect(ip?.inn).toMatch(/^\d{12}$/);
    expect(ip?.ogrn).toMatch(/^\d{15}$/);
    expect(ip?.kpp).toBe('');
    for (const o of world.organizations) expect(isValidInn(o.inn), o.inn).toBe(true);
  });

  it('has 8+ registers of several models in several time zones', () => {
    expect(world.cashboxes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(world.cashboxes.map((c) => c.modelName)).size).toBeGreaterThanOrEqual(5);
    // The shop's offset shows as the gap between the local dateTime and the UTC receive time.
    const offsets = new Set(
      docs.map((d) =>
        Math.round(
          (Date.parse(`${d.body.dateTime}Z`) - Date.parse(d.body.receiveDateTimeUtc)) / 3.6e6,
        ),
      ),
    );
    for (const offset of [3, 4, 5, 7]) expect(offsets).toContain(offset);
  });

  it('holds 20–40k documents of all ten types', () => {
    expect(docs.length).toBeGreaterThan(20_000);
    expect(docs.length).toBeLessThan(40_000);
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set(DOCUMENT_TYPES));
  });

  it('has a register that moved, with documents at each address', () => {
    const { moved } = demoWorldRoles(world);
    const cashbox = world.cashboxes.find((c) => c.regNumber === moved);
    const addresses = new Set(
      ofRegister(moved ?? '')
        .map((d) => body(d).retailPlaceAddress)
        .filter((a) => a !== undefined),
    );
    expect(addresses).toEqual(new Set(cashbox?.addresses.map((a) => a.address)));
    expect(addresses.size).toBeGreaterThanOrEqual(2);
  });

  it('has a register whose drive was replaced mid-day: closeArchive, then reason 1, one date', () => {
    const { driveReplaced } = demoWorldRoles(world);
    const own = ofRegister(driveReplaced ?? '');
    const archive = own.findIndex((d) => d.type === 'closeArchive');
    expect(archive).toBeGreaterThan(0);
    const next = own[archive + 1];
    expect(next?.type).toBe('fiscalReportCorrection');
    expect(next && body(next).correctionReasonCodes).toEqual([1]);
    expect(next?.body.fiscalDriveNumber).not.toBe(own[archive]?.body.fiscalDriveNumber);
    // The same calendar day: the old drive's morning shift and archive, the new drive's afternoon.
    const day = next?.body.dateTime.slice(0, 10) ?? '';
    expect(own[archive]?.body.dateTime.slice(0, 10)).toBe(day);
    expect(own[archive - 1]?.type).toBe('closeShift');
    const sameDay = own.filter((d) => d.body.dateTime.startsWith(day));
    const receiptsOn = (drive: string | undefined) =>
      sameDay.filter((d) => d.type === 'receipt' && d.body.fiscalDriveNumber === drive).length;
    expect(receiptsOn(own[archive]?.body.fiscalDriveNumber)).toBeGreaterThan(0);
    expect(receiptsOn(next?.body.fiscalDriveNumber)).toBeGreaterThan(0);
    const drives = world.cashboxes.find((c) => c.regNumber === driveReplaced)?.fiscalDrives;
    expect(drives?.map((d) => d.installedAt.slice(0, 10))).toEqual([expect.any(String), day]);
    expect(drives?.[1]?.installedAt).toBe(next?.body.dateTime);
  });

  it('has strict reporting forms on a services register only', () => {
    const { bso } = demoWorldRoles(world);
    const bsoDocs = docs.filter((d) => d.type === 'bso' || d.type === 'bsoCorrection');
    expect(bsoDocs.length).toBeGreaterThan(0);
    expect(new Set(bsoDocs.map((d) => d.body.kktRegId.trim()))).toEqual(new Set([bso]));
  });

  it('reads like real trade: weights, VAT rates, payments, returns and purchases', () => {
    const checks = docs.filter((d) => d.type === 'receipt').map(body);
    const lines = checks.flatMap((b) =>
      ((b.items ?? []) as Record<string, unknown>[]).map((item) => ({ item, b })),
    );
    const items = lines.map((l) => l.item);
    expect(items.some((i) => !Number.isInteger(i.quantity))).toBe(true);
    // 2026: the standard rate is 22%; the simplified-tax entrepreneur charges 5%.
    const rates = lines.map(({ item, b }) => readItemVat(item, String(b.dateTime)).vatRate);
    expect(new Set(rates)).toEqual(new Set(['22', '10', '0', 'none', '5']));
    expect(new Set(checks.map((b) => b.operationType))).toEqual(new Set([1, 2, 3, 4]));
    expect(checks.some((b) => Number(b.cashTotalSum) > 0 && Number(b.ecashTotalSum) > 0)).toBe(
      true,
    );
    expect(checks.some((b) => typeof b.buyerAddress === 'string')).toBe(true);
    expect(checks.every((b) => b.fnsUrl === 'www.nalog.gov.ru')).toBe(true);
    expect(docs.some((d) => Number(body(d).fiscalSign) > 2 ** 32)).toBe(true);
  });

  it('states VAT in both families: the tax service on most registers, the vendor on one company', () => {
    const checks = docs.filter((d) => d.type === 'receipt');
    const taxService = checks.filter((d) => body(d).fiscalDocumentFormatVer === 4);
    const vendor = checks.filter((d) => body(d).fiscalDocumentFormatVer === undefined);
    const registersOf = (list: WorldDocument[]) => new Set(list.map((d) => d.body.kktRegId));
    expect(registersOf(taxService).size).toBeGreaterThan(registersOf(vendor).size);
    // 2026 in the tax-service family: 22% by code 11 in the list, never a field of its own.
    expect(taxService.some((d) => JSON.stringify(body(d).amountsReceiptNds).includes('"nds":11')));
    expect(taxService.every((d) => !('nds22' in body(d)) && !('nds20' in body(d)))).toBe(true);
    const taxItems = taxService.flatMap((d) => body(d).items as Record<string, unknown>[]);
    expect(taxItems.every((i) => typeof i.nds === 'number' && !('ndsType' in i))).toBe(true);
    expect(vendor.some((d) => typeof body(d).nds22 === 'number')).toBe(true);
    const vendorItems = vendor.flatMap((d) => body(d).items as Record<string, unknown>[]);
    expect(vendorItems.every((i) => typeof i.ndsType === 'string')).toBe(true);
  });

  it('sells by the kilo and litre and marked goods with readable codes', () => {
    // Receipts and strict reporting forms (the dry cleaner's carpets are counted in m²).
    const items = docs
      .filter((d) => d.type === 'receipt' || d.type === 'bso')
      .flatMap((d) => body(d).items as Record<string, unknown>[]);
    const measures = new Set(items.map((i) => i.itemsQuantityMeasure));
    for (const unit of [0, 11, 41, 32]) expect(measures).toContain(unit);
    expect(items.some((i) => i.itemsQuantityMeasure === 11 && !Number.isInteger(i.quantity)));
    const marked = items.filter((i) => i.productCodeNew !== undefined);
    expect(marked.length).toBeGreaterThan(100);
    for (const item of marked.slice(0, 200)) {
      const code = readMarkingCode(item.productCodeNew);
      expect(code).toMatchObject({ kind: 'gs1m', recognised: true, productIdType: 6 });
      expect(code?.gtin).toMatch(/^0\d{13}$/);
    }
    expect(marked.some((i) => Array.isArray(i.itemsIndustryDetails))).toBe(true);
    const names = new Set(marked.map((i) => i.name));
    for (const good of ['Сигареты', 'Молоко 3,2%', 'Сапоги', 'Вода']) {
      expect(
        [...names].some((n) => String(n).startsWith(good)),
        good,
      ).toBe(true);
    }
  });

  it('pays out: purchases from the public up to 35 000 ₽ without VAT, some returned', () => {
    const checks = docs.filter((d) => d.type === 'receipt').map(body);
    const payouts = checks.filter((b) => b.operationType === 3);
    expect(payouts.length).toBeGreaterThan(20);
    expect(payouts.every((b) => b.ndsNo === b.totalSum)).toBe(true);
    expect(payouts.some((b) => Number(b.totalSum) >= 300_000)).toBe(true);
    expect(payouts.every((b) => Number(b.totalSum) <= 3_500_000)).toBe(true);
    expect(checks.some((b) => b.operationType === 4)).toBe(true);
    // Corrections correct sales, returns and payouts, each counted by its own operation.
    const corrections = docs.filter((d) => d.type === 'receiptCorrection').map(body);
    expect(new Set(corrections.map((b) => b.operationType))).toEqual(new Set([1, 2, 3]));
  });

  it('has warnings, late transmission, days off and an open shift today', () => {
    const closes = docs.filter((d) => d.type === 'closeShift').map(body);
    expect(closes.some((b) => b.fiscalDriveExhaustionSign === 1)).toBe(true);
    expect(closes.some((b) => b.fiscalDriveMemoryExceededSign === 1)).toBe(true);
    expect(closes.some((b) => Number(b.notTransmittedDocumentsQuantity) > 0)).toBe(true);
    const today = docs.filter((d) => d.body.dateTime.startsWith(ANCHOR));
    expect(today.some((d) => d.type === 'receipt')).toBe(true);
    expect(today.some((d) => d.type === 'closeShift')).toBe(false);
    // The dry cleaner rests on Sundays: some day of its history has no documents at all.
    const days = new Set(
      ofRegister(demoWorldRoles(world).bso ?? '').map((d) => d.body.dateTime.slice(0, 10)),
    );
    expect(days.size).toBeLessThan(75);
  });
});

describe('access', () => {
  const owner = world.grants.filter((g) => g.apiKey === DEMO_INTEGRATOR.apiKey);
  const partner = world.grants.filter((g) => g.apiKey === DEMO_PARTNER.apiKey);

  it('lets the owner see every register, with every window shape', () => {
    const windows = owner.flatMap((g) => g.cashboxes);
    expect(new Set(windows.map((w) => w.regNumber))).toEqual(
      new Set(world.cashboxes.map((c) => c.regNumber)),
    );
    const start = addDays(ANCHOR, -74);
    const shapes = new Set(
      windows.map(({ permissionFrom: from, permissionTo: to }) => {
        if (from.slice(0, 10) > ANCHOR) return 'not yet started';
        if (to.slice(0, 10) < ANCHOR) return 'ended';
        if (from.slice(0, 10) >= addDays(ANCHOR, -15)) return 'started recently';
        if (from < start && to.slice(0, 10) <= addDays(ANCHOR, 30)) return 'ending soon';
        if (from < start && to.slice(0, 10) >= addDays(ANCHOR, 300)) return 'open';
        return 'other';
      }),
    );
    expect(shapes).toEqual(
      new Set(['open', 'ended', 'started recently', 'ending soon', 'not yet started']),
    );
  });

  it('lets the partner see part of one organization only', () => {
    expect(new Set(partner.map((g) => g.organizationId)).size).toBe(1);
    const organizationId = partner[0]?.organizationId;
    const all = world.cashboxes.filter((c) => c.organizationId === organizationId);
    const seen = partner.flatMap((g) => g.cashboxes.map((w) => w.regNumber));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    expect(new Set(owner.map((g) => g.userId))).toEqual(new Set(['owner']));
    expect(new Set(partner.map((g) => g.userId))).toEqual(new Set(['partner']));
  });

  it('has long-lived sessions for both demo integrators', () => {
    expect(world.integrators.map((i) => i.apiKey).sort()).toEqual(
      [DEMO_INTEGRATOR.apiKey, DEMO_PARTNER.apiKey].sort(),
    );
    for (const credentials of [DEMO_INTEGRATOR, DEMO_PARTNER]) {
      const session = world.sessions.find((s) => s.id === credentials.sessionId);
      expect(session?.apiKey).toBe(credentials.apiKey);
      const expires = session?.expiresAtUtc.slice(0, 10) ?? '';
      expect(expires >= addDays(ANCHOR, 9 * 365), expires).toBe(true);
    }
  });
});

describe('the busy profile', () => {
  it('streams about 100k documents of one hypermarket till', () => {
    const busy = generateDemoWorld({ anchorDate: ANCHOR, profile: 'busy' });
    expect(busy.cashboxes).toHaveLength(1);
    let count = 0;
    const regNumber = busy.cashboxes[0]?.regNumber;
    for (const d of busy.documents()) if (d.body.kktRegId.trim() === regNumber) count++;
    expect(count).toBeGreaterThan(80_000);
    expect(count).toBeLessThan(120_000);
  });
});
