import { COLUMN_KEYS, type ExportLabels } from '../export-rows';
import { receipt, report } from './documents';

// Labels and documents shared by the CSV and XLSX export tests: a report without money, and a
// receipt whose texts carry separators, quotes, Cyrillic and a formula, and a marked item.

export const labels: ExportLabels = {
  // The column keys stand for the titles: a test sees which column is which.
  header: { documents: [...COLUMN_KEYS.documents], items: [...COLUMN_KEYS.items] },
  sheet: { documents: 'Docs', items: 'Items' },
  type: (type) => `T:${type}`,
  operation: (code) => `O:${code}`,
  vatRate: (rate) => `V:${rate ?? '-'}`,
  paymentMethod: (code) => `P:${code ?? '-'}`,
  unit: (unit) => (unit === undefined ? '' : `U:${'measure' in unit ? unit.measure : unit.text}`),
  marking: (code) =>
    code === undefined ? '' : `M:${code.kind ?? '?'}:${code.gtin ?? ''}:${code.serial ?? ''}`,
  fileName: (kind, rnm, from, to) => `F:${kind}:${rnm}:${from}:${to}`,
};

export const documents = [
  report(1, '2024-06-01T08:00:00', 'openShift'),
  receipt(2, '2024-06-01T08:05:09', {
    drive: '9960440300932551',
    totalSum: 128521,
    cashTotalSum: 100000,
    ecashTotalSum: 28521,
    operator: 'Smith; "Jo", Jr',
    items: [
      { name: 'Молоко "Весёлый молочник", 1 л', price: 8905, quantity: 1.5, sum: 13358 },
      {
        name: '=HYPERLINK("x")',
        price: 5,
        quantity: 1,
        sum: 5,
        vatRate: '20',
        paymentMethod: 4,
        // A marked item of FFD 1.2: its unit (tag 2108) and product code (tag 1163).
        unit: { measure: 0, recognised: true },
        marking: { kind: 'gs1m', recognised: true, gtin: '04600439931256', serial: '5ABCDE' },
      },
    ],
  }),
];
