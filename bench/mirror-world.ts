import { completeInn, padRight } from '@/lib/ofd/ids';
import type { DemoWorld, WorldDocument } from '@/lib/service/seed/world';

// A wide, plain world for the mirror's benchmark (bench/mirror.ts): many registers, each with one
// busy day of receipts of a few items (about the size of real ones), opened and closed by a
// shift. Built on the fly, so 1,000 registers cost no generator time.

const guid = (n: number, kind: number) =>
  `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function wideWorld(registers: number, perDay: number, day: string): DemoWorld {
  const organizations = [
    {
      id: guid(1, 1),
      inn: completeInn('770123456'),
      kpp: '770101001',
      ogrn: '1027700000001',
      shortName: 'ООО «Сеть»',
      fullName: 'Общество с ограниченной ответственностью «Сеть»',
    },
  ];
  const rnm = (i: number) => String(1_000_000_000_000_000n + BigInt(i)).slice(0, 16);
  const drive = (i: number) => String(9_960_000_000_000_000n + BigInt(i)).slice(0, 16);
  const records = Array.from({ length: registers }, (_, i) => ({
    organizationId: organizations[0]!.id,
    regNumber: rnm(i),
    serialNumber: String(100000 + i),
    name: `Касса ${i + 1}`,
    modelName: 'АТОЛ 30Ф',
    kpp: '770101001',
    salesPointName: `Магазин ${i + 1}`,
    addresses: [{ address: 'г. Москва, ул. Тверская, д. 1', startDate: `${day}T00:00:00` }],
    fiscalDrives: [{ fiscalDriveNumber: drive(i), installedAt: `${day}T00:00:00` }],
  }));
  const window = { permissionFrom: `${day}T00:00:00`, permissionTo: `${day}T23:59:59` };
  // What differs between the receipts of one day (their time, items and sums) differs only by
  // their number: built once and shared by every register's receipt of that number, so 300,000
  // documents cost 300,000 small objects, not millions (the stand-in holds them all).
  const receipts = Array.from({ length: perDay }, (_, k) => {
    const n = k + 1;
    const seconds = 8 * 3600 + Math.floor((n * 12 * 3600) / perDay);
    const time = `${day}T${[seconds / 3600, (seconds / 60) % 60, seconds % 60]
      .map((v) => String(Math.floor(v)).padStart(2, '0'))
      .join(':')}`;
    const items = [1, 2, 3].map((k) => ({
      name: `Товар ${k} с довольно длинным названием`,
      price: 1000 * k + n,
      quantity: 1,
      sum: 1000 * k + n,
      ndsType: 'nds20',
    }));
    return { time, items, total: items.reduce((s, it) => s + it.sum, 0) };
  });
  function* documents(): Generator<WorldDocument> {
    for (let i = 0; i < registers; i++) {
      const common = {
        kktRegId: padRight(rnm(i), 20),
        fiscalDriveNumber: padRight(drive(i), 16),
        userInn: organizations[0]!.inn,
        receiveDateTimeUtc: `${day}T06:00:00Z`,
      };
      for (let n = 1; n <= perDay; n++) {
        const { time, items, total } = receipts[n - 1]!;
        yield {
          type: 'receipt',
          body: {
            ...common,
            id: guid(i * 100_000 + n, 2),
            dateTime: time,
            fiscalDocumentNumber: n,
            receiptCode: 3,
            operationType: 1,
            shiftNumber: 1,
            requestNumber: n,
            operator: 'Кассир',
            retailPlaceAddress: 'г. Москва, ул. Тверская, д. 1',
            items,
            totalSum: total,
            cashTotalSum: 0,
            ecashTotalSum: total,
            nds20: Math.round(total / 6),
            fiscalSign: 1_000_000 + n,
          },
        };
      }
    }
  }
  return {
    anchorDate: day,
    integrators: [{ apiKey: 'bench', name: 'bench' }],
    sessions: [],
    organizations,
    cashboxes: records,
    grants: [
      {
        apiKey: 'bench',
        userId: 'bench',
        organizationId: organizations[0]!.id,
        cashboxes: records.map((c) => ({ regNumber: c.regNumber, ...window })),
      },
    ],
    documents,
  };
}
