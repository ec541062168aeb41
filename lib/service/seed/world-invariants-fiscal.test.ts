import { describe, expect, it } from 'vitest';
import { buildReceiptQr } from '@/lib/ofd/qr';
import { documentEnvelopeSchema, isCheckDocument } from '@/lib/ofd/schemas';
import { readItemVat } from '@/lib/ofd/vat-reading';
import { toUtc } from './calendar';
import { demoWorldRoles, generateDemoWorld } from './generate';
import type { DemoWorld, WorldDocument } from './world';
import { findWorldViolations } from './world-invariants';

// The fiscal rules of docs/fiscal-rules.md over whole demo worlds: VAT by date, the printed fiscal
// sign, RNM check codes, plausible drive flags and no document after the moment of seeding.

const CHECK_TYPES = new Set(['receipt', 'receiptCorrection', 'bso', 'bsoCorrection']);

function bodiesOf(world: DemoWorld, test: (doc: WorldDocument) => boolean) {
  const found: WorldDocument['body'][] = [];
  for (const doc of world.documents()) if (test(doc)) found.push(doc.body);
  return found;
}

/** The rates of the world's receipt lines, as the dashboard reads them (either family). */
function itemRates(world: DemoWorld): Set<string> {
  const rates = new Set<string>();
  for (const body of bodiesOf(world, (d) => d.type === 'receipt')) {
    for (const item of (body.items ?? []) as Record<string, unknown>[]) {
      rates.add(readItemVat(item, body.dateTime).vatRate ?? 'unread');
    }
  }
  return rates;
}

// The faults planted for the health board (faults.ts) are allowed by name, nothing else.
function plantedFaults(world: DemoWorld) {
  const { faults } = demoWorldRoles(world);
  return { fdGaps: faults['fd-gap'], openShifts: faults['shift-too-long'] };
}

describe('demo worlds obey the fiscal rules', () => {
  // Across both VAT changes the generator knows about: 2018→2019 and 2025→2026.
  const worlds = {
    '2019-01-03': generateDemoWorld({ anchorDate: '2019-01-03', days: 6, seed: 3 }),
    '2025-01-04': generateDemoWorld({ anchorDate: '2025-01-04', days: 8, seed: 5 }),
    '2026-01-05': generateDemoWorld({ anchorDate: '2026-01-05', days: 10, seed: 11 }),
  };

  it.each(Object.entries(worlds))('the world anchored %s has no violation', (_anchor, world) => {
    expect(findWorldViolations(world, 20, plantedFaults(world))).toEqual([]);
  });

  it('charges the VAT rates in force on each date, 5% on the simplified tax from 2025', () => {
    expect(itemRates(worlds['2019-01-03'])).toEqual(new Set(['18', '20', '10', '0', 'none']));
    expect(itemRates(worlds['2025-01-04'])).toEqual(new Set(['20', '10', '0', 'none', '5']));
    expect(itemRates(worlds['2026-01-05'])).toEqual(new Set(['20', '22', '10', '0', 'none', '5']));
  });

  it('states the standard rate as real receipts do: nds18 until 2025, code 11 in 2026', () => {
    const world = worlds['2026-01-05'];
    const taxService = bodiesOf(
      world,
      (d) => d.type === 'receipt' && 'fiscalDocumentFormatVer' in d.body,
    );
    const before = taxService.filter((b) => b.dateTime < '2026');
    const after = taxService.filter((b) => b.dateTime >= '2026');
    expect(before.some((b) => typeof b.nds18 === 'number')).toBe(true);
    expect(after.some((b) => typeof b.nds18 === 'number')).toBe(false);
    const listed = after.flatMap(
      (b) =>
        (b.amountsReceiptNds as { amountsNds: { nds: number }[] } | undefined)?.amountsNds ?? [],
    );
    expect(new Set(listed.map((entry) => entry.nds))).toEqual(new Set([11, 7]));
    // The field names real receipts never carry: none in the tax-service family.
    for (const b of taxService) {
      expect(Object.keys(b).filter((k) => /^nds(20|22|5|7)$|^ndsCalculated/.test(k))).toEqual([]);
    }
  });

  it('puts the printed 10-digit fiscal sign in every QR code, also for 6-byte signs', () => {
    const world = worlds['2026-01-05'];
    let sixByte = 0;
    for (const doc of world.documents()) {
      if (!CHECK_TYPES.has(doc.type)) continue;
      const document = documentEnvelopeSchema.parse({ [doc.type]: doc.body });
      if (!isCheckDocument(document)) throw new Error('expected a check');
      const fp = new URLSearchParams(buildReceiptQr(document) ?? '').get('fp') ?? '';
      const sign = Number(doc.body.fiscalSign);
      if (sign >= 2 ** 32) sixByte += 1;
      expect(fp).toMatch(/^\d{1,10}$/);
      expect(Number(fp)).toBe(sign % 2 ** 32);
    }
    expect(sixByte).toBeGreaterThan(0);
  });

  it('flags drive end of life only on the drive old enough for it', () => {
    const world = generateDemoWorld({ anchorDate: '2026-11-20', days: 40, seed: 2 });
    const roles = demoWorldRoles(world);
    const flagged = bodiesOf(
      world,
      (d) =>
        d.type === 'closeShift' &&
        (d.body.fiscalDriveExhaustionSign === 1 || d.body.fiscalDriveMemoryExceededSign === 1),
    );
    expect(flagged.length).toBeGreaterThan(0);
    expect(new Set(flagged.map((b) => b.kktRegId.trim()))).toEqual(new Set([roles.agedDrive]));
    const aged = world.cashboxes.find((c) => c.regNumber === roles.agedDrive);
    // Installed a 36-month key term before its keys end, 20 days after the anchor: the world keeps
    // its registration report, then its documents go on from the drive's own counters.
    expect(aged?.fiscalDrives[0]?.installedAt.slice(0, 10)).toBe('2023-12-10');
    const [registration, resumed] = bodiesOf(
      world,
      (d) => d.body.kktRegId.trim() === roles.agedDrive,
    );
    expect(registration).toMatchObject({ fiscalDocumentNumber: 1 });
    expect(registration?.dateTime).toBe(aged?.fiscalDrives[0]?.installedAt);
    expect(resumed?.fiscalDocumentNumber).toBeGreaterThan(1000);
    expect(findWorldViolations(world, 20, plantedFaults(world))).toEqual([]);
  });

  it.each([
    ['before any shop opens', '2026-11-20T00:30:00Z', 0],
    ['in the morning', '2026-11-20T05:30:00Z', 1],
    ['in the evening', '2026-11-20T16:00:00Z', 1],
  ])('dates nothing after the moment of seeding %s', (_when, now, some) => {
    const world = generateDemoWorld({ anchorDate: '2026-11-20', days: 4, seed: 9, now });
    const { utcOffsets } = demoWorldRoles(world);
    const today = bodiesOf(world, (d) => d.body.dateTime.startsWith('2026-11-20'));
    for (const body of today) {
      const utc = toUtc(body.dateTime, utcOffsets[body.kktRegId.trim()] ?? 0, 0);
      expect(utc <= now, `${body.kktRegId.trim()} ${body.dateTime}`).toBe(true);
      expect(body.receiveDateTimeUtc <= now).toBe(true);
    }
    expect(today.length > 0).toBe(some > 0);
    expect(findWorldViolations(world, 20, plantedFaults(world))).toEqual([]);
  });

  it('gives every register an RNM whose check code holds', () => {
    const world = worlds['2026-01-05'];
    expect(findWorldViolations(world).filter((v) => v.includes('RNM'))).toEqual([]);
    const broken = {
      ...world,
      cashboxes: world.cashboxes.map((c, i) =>
        i === 0 ? { ...c, serialNumber: `${c.serialNumber.slice(0, -1)}9` } : c,
      ),
    };
    expect(findWorldViolations(broken).join('\n')).toMatch(/RNM check code/);
  });
});

describe('the judge of the fiscal rules can fail', () => {
  const world = generateDemoWorld({ anchorDate: '2026-01-05', days: 6, seed: 4 });
  const rewrite = (change: (doc: WorldDocument) => WorldDocument | undefined): DemoWorld => ({
    ...world,
    *documents() {
      for (const doc of world.documents()) yield change(doc) ?? doc;
    },
  });

  it('names a 20% receipt dated 2026', () => {
    let done = false;
    const stale = rewrite((doc) => {
      if (done || doc.type !== 'receipt' || doc.body.nds22 === undefined) return undefined;
      done = true;
      const { nds22, ...rest } = doc.body;
      return { type: doc.type, body: { ...rest, nds20: nds22 } };
    });
    expect(findWorldViolations(stale).join('\n')).toMatch(/VAT 20 not in force on 2026/);
  });

  it('names a tax-service line at code 1 (20%) dated 2026', () => {
    let done = false;
    const stale = rewrite((doc) => {
      const items = doc.body.items as { nds?: number }[] | undefined;
      if (done || doc.type !== 'receipt' || !items?.some((i) => i.nds === 11)) return undefined;
      done = true;
      const changed = items.map((i) => (i.nds === 11 ? { ...i, nds: 1 } : i));
      return { type: doc.type, body: { ...doc.body, items: changed } };
    });
    expect(findWorldViolations(stale).join('\n')).toMatch(/VAT 20 not in force on 2026/);
  });

  it('names an end-of-life flag on a young drive', () => {
    let done = false;
    const flagged = rewrite((doc) => {
      if (done || doc.type !== 'closeShift') return undefined;
      done = true;
      return { type: doc.type, body: { ...doc.body, fiscalDriveExhaustionSign: 1 } };
    });
    expect(findWorldViolations(flagged).join('\n')).toMatch(/too young/);
  });

  it('names a document received after the seeding', () => {
    const early = { ...world, seededAt: '2026-01-05T00:00:00Z' };
    expect(findWorldViolations(early).join('\n')).toMatch(/after the seeding/);
  });
});
