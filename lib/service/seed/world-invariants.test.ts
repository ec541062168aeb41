import { describe, expect, it } from 'vitest';
import { demoWorldRoles, generateDemoWorld } from './index';
import type { DemoWorld, WorldDocument } from './world';
import { findWorldViolations } from './world-invariants';

// The judge of the property tests must itself be able to fail: each corruption below breaks one
// rule, and findWorldViolations has to name it.

const base = () =>
  generateDemoWorld({ seed: 7, anchorDate: '2024-02-29', days: 6, receiptsPerDay: 6 });

/** The same world with its n-th document of a type rewritten. */
function corrupt(
  type: WorldDocument['type'],
  change: (body: Record<string, unknown>) => void,
  nth = 0,
): DemoWorld {
  const world = base();
  return {
    ...world,
    *documents() {
      let seen = 0;
      for (const doc of world.documents()) {
        if (doc.type === type && seen++ === nth) {
          const body = structuredClone(doc.body);
          change(body);
          yield { type: doc.type, body };
        } else yield doc;
      }
    },
  };
}

// The faults planted for the health board (faults.ts) are allowed by name, nothing else.
const planted = demoWorldRoles(base()).faults;
const allow = { fdGaps: planted['fd-gap'], openShifts: planted['shift-too-long'] };

describe('findWorldViolations', () => {
  it('accepts an untouched world', () => {
    expect(findWorldViolations(base(), 20, allow)).toEqual([]);
  });

  it('names the planted FD gap and open shift when they are not allowed', () => {
    // Twelve days leave room for them after the moved register's and the drive swap's days.
    const world = generateDemoWorld({
      seed: 7,
      anchorDate: '2024-02-29',
      days: 12,
      receiptsPerDay: 6,
    });
    const roles = demoWorldRoles(world).faults;
    const allowed = { fdGaps: roles['fd-gap'], openShifts: roles['shift-too-long'] };
    expect(findWorldViolations(world, 20, allowed)).toEqual([]);
    const violations = findWorldViolations(world).join('\n');
    expect(violations).toMatch(/FD after/);
    expect(violations).toMatch(/never closed/);
  });

  const cases: [string, DemoWorld, RegExp][] = [
    [
      'a total off by a kopeck',
      corrupt('receipt', (b) => void (b.totalSum = Number(b.totalSum) + 1)),
      /items .* ≠ total|payments/,
    ],
    [
      'cash + card short of the total',
      corrupt('receipt', (b) => void (b.cashTotalSum = Number(b.cashTotalSum) + 100)),
      /payments/,
    ],
    [
      'wrong item VAT',
      corrupt('receipt', (b) => {
        const items = b.items as { ndsSum?: number; nds20?: number; nds10?: number }[];
        for (const item of items) {
          if (item.ndsSum !== undefined) item.ndsSum += 1;
          if (item.nds20 !== undefined) item.nds20 += 1;
          if (item.nds10 !== undefined) item.nds10 += 1;
        }
      }),
      /VAT/,
    ],
    [
      'a stated VAT that is not its lines’ VAT',
      corrupt('receipt', (b) => {
        if (typeof b.nds10 === 'number') b.nds10 += 100;
        else b.nds18 = Number(b.nds18 ?? 0) + 100;
      }),
      /≠ lines/,
    ],
    [
      'a unit outside tag 2108',
      corrupt('receipt', (b) => {
        (b.items as Record<string, unknown>[])[0]!.itemsQuantityMeasure = 7;
      }),
      /unit 7/,
    ],
    [
      'a fractional quantity in pieces',
      corrupt('receipt', (b) => {
        const item = (b.items as Record<string, unknown>[])[0]!;
        item.itemsQuantityMeasure = 0;
        item.quantity = 0.5;
        item.price = Number(item.sum) * 2;
      }),
      /pieces/,
    ],
    [
      'a marking code whose serial is not in the code as scanned',
      corrupt('receipt', (b) => {
        const item = (b.items as Record<string, unknown>[])[0]!;
        item.quantity = 1;
        item.price = item.sum;
        item.productCodeNew = {
          gs1m: { rawProductCode: '010460043993125621AAAAAA', gtin: '04600439931256', sernum: 'B' },
        };
      }),
      /marking ≠ raw code/,
    ],
    [
      'a skipped FD number',
      corrupt(
        'receipt',
        (b) => void (b.fiscalDocumentNumber = Number(b.fiscalDocumentNumber) + 1),
        2,
      ),
      /FD after/,
    ],
    [
      'an unpadded kktRegId',
      corrupt('openShift', (b) => void (b.kktRegId = String(b.kktRegId).trim())),
      /kktRegId width/,
    ],
    [
      'an unpadded drive number',
      corrupt('receipt', (b) => void (b.fiscalDriveNumber = '12345'), 1),
      /fiscalDriveNumber width|unknown/,
    ],
    [
      'a wrong closeShift count',
      corrupt('closeShift', (b) => void (b.receiptsQuantity = Number(b.receiptsQuantity) + 1)),
      /receiptsQuantity/,
    ],
    [
      'a wrong documentsQuantity',
      corrupt('closeShift', (b) => void (b.documentsQuantity = 1)),
      /documentsQuantity/,
    ],
    [
      'a stale address',
      corrupt('receipt', (b) => void (b.retailPlaceAddress = 'г. Москва, ул. Тверская, д. 1')),
      /address in force/,
    ],
    ['a second code field', corrupt('receipt', (b) => void (b.code = 3)), /code fields/],
    [
      'a time running backwards',
      corrupt(
        'receipt',
        (b) => void (b.dateTime = `${String(b.dateTime).slice(0, 10)}T00:00:01`),
        3,
      ),
      /dateTime not after|outside/,
    ],
    [
      'a fiscal sign above 48 bits',
      corrupt('receipt', (b) => void (b.fiscalSign = 2 ** 48)),
      /fiscalSign/,
    ],
    [
      'a non-GUID id',
      corrupt('receipt', (b) => void (b.id = 'g0000000-0000-0000-0000-000000000000')),
      /GUID/,
    ],
    [
      'a document after the anchor',
      corrupt('closeShift', (b) => void (b.dateTime = '2024-03-01T23:00:00')),
      /after the anchor|outside/,
    ],
  ];

  it.each(cases)('names %s', (_name, world, pattern) => {
    const violations = findWorldViolations(world, 20, allow);
    expect(
      violations.some((v) => pattern.test(v)),
      violations.join('\n'),
    ).toBe(true);
  });

  it('names a bad INN check digit and a missing closeArchive', () => {
    const world = base();
    const [first, ...rest] = world.organizations;
    if (!first) throw new Error('no organizations');
    const digit = (Number(first.inn.at(-1)) + 1) % 10;
    const badInn = {
      ...world,
      organizations: [{ ...first, inn: first.inn.slice(0, -1) + digit }, ...rest],
    };
    expect(findWorldViolations(badInn, 20, allow).join('\n')).toMatch(/INN/);

    const noArchive: DemoWorld = {
      ...world,
      *documents() {
        for (const doc of world.documents()) if (doc.type !== 'closeArchive') yield doc;
      },
    };
    expect(findWorldViolations(noArchive, 20, allow).join('\n')).toMatch(/closeArchive/);
  });

  it('names a drive from before the history that lost its registration report', () => {
    // The aged drive's key term counts from that report (docs/health.md): it must be kept.
    const world = base();
    const noReport: DemoWorld = {
      ...world,
      *documents() {
        for (const doc of world.documents())
          if (doc.type !== 'fiscalReport' || doc.body.dateTime >= (world.historyStart ?? '')) {
            yield doc;
          }
      },
    };
    expect(findWorldViolations(noReport, 20, allow).join('\n')).toMatch(
      /must start with its registration report/,
    );
  });
});
