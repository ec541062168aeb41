// The world of the OFD.ru stand-in (e2e/ofdru-operator.mjs), under OFD.ru's own field names: one
// organization, two registers, receipts at 20% (2025) and 22% (2026), a return, a weighed line, and
// a line without VAT whose `NDS_Summ` holds the line's amount, as the reference says. Money in
// kopecks; `Nds18_TotalSumm` holds the standard rate's amount whatever the year. Each register's
// shifts bracket its receipts' numbers (an opening and a closing report around them); the last
// shift of the first register is still open, so no shift report lists it.

/** A shift of a drive: its opening report's number and time, and its closing one's once closed. */
const shift = (FnNumber, ShiftNumber, open, close) => ({
  FnNumber,
  ShiftNumber,
  Open_DocNumber: open[0],
  Open_DocDateTime: open[1],
  ...(close ? { Close_DocNumber: close[0], Close_DocDateTime: close[1] } : {}),
});

const item = (Name, Price, Quantity, NDS_Rate, more = {}) => {
  const Total = Math.round(Price * Quantity);
  // The tax in a price: rate/(100+rate) of the amount; 0% and "no VAT" have none.
  const percent = { 1: 20, 2: 10, 11: 22 }[NDS_Rate] ?? 0;
  const tax = Math.round((Total * percent) / (100 + percent));
  return {
    Name,
    Price,
    Quantity,
    Total,
    NDS_Rate,
    NDS_Summ: NDS_Rate === 6 ? Total : tax,
    CalculationMethod: 4,
    SubjectType: 1,
    ...more,
  };
};

function receipt(DocNumber, DocDateTime, OperationType, Items, pay = 'ECashSumm', shift = 7) {
  const TotalSumm = Items.reduce((sum, line) => sum + line.Total, 0);
  const standard = Items.filter((l) => l.NDS_Rate === 1 || l.NDS_Rate === 11);
  return {
    Id: `5e1f0c2a-0000-4000-8000-${String(DocNumber).padStart(12, '0')}`,
    DocNumber,
    DocShiftNumber: shift,
    ReceiptNumber: DocNumber % 100,
    DocDateTime,
    OperationType,
    TotalSumm,
    CashSumm: pay === 'CashSumm' ? TotalSumm : 0,
    ECashSumm: pay === 'ECashSumm' ? TotalSumm : 0,
    PrepaidSumm: 0,
    CreditSumm: 0,
    Nds18_TotalSumm: standard.reduce((sum, l) => sum + l.NDS_Summ, 0),
    Nds10_TotalSumm: Items.filter((l) => l.NDS_Rate === 2).reduce((s, l) => s + l.NDS_Summ, 0),
    DecimalFiscalSign: String(2_718_281_000 + DocNumber),
    Depth: Items.length,
    FnsStatus: 'Success',
    Items,
  };
}

/** Two registers of one organization: receipts at 20% (2025), 22% (2026), a return, a weighed line. */
export function ofdRuWorld() {
  const coffee = (price, rate) => item('Кофе капучино 300 мл', price, 1, rate);
  return {
    organizations: [
      {
        inn: '7725713770',
        registers: [
          {
            KktRegId: '0004211301052313',
            SerialNumber: '00106708123456',
            KktModel: 'АТОЛ 30Ф',
            FnNumber: '7380440800123456',
            FnEndDate: '2027-06-30T00:00:00',
            FiscalAddress: '125009, г. Москва, ул. Тверская, д. 7',
            FiscalPlace: 'Кофейня на Тверской',
            FirstDocumentDate: '2025-06-02T08:00:00',
            LastDocOnKktDateTime: '2026-01-12T09:30:00',
            receipts: [
              // The last receipt of the drive before the current one.
              {
                ...receipt(
                  99,
                  '2025-12-29T18:00:00',
                  'Income',
                  [item('Круассан', 18000, 1, 1)],
                  'ECashSumm',
                  41,
                ),
                FnNumber: '7380440800111111',
              },
              receipt(101, '2025-12-30T10:15:00', 'Income', [
                item('Кофе капучино 300 мл', 25000, 2, 1),
                item('Круассан', 18000, 1, 1),
              ]),
              receipt(
                102,
                '2025-12-30T12:40:00',
                'Income',
                [
                  item('Яблоки Голден', 15990, 1.254, 2, { ProductUnitOfMeasure: 11 }),
                  item('Пакет', 900, 1, 1),
                ],
                'CashSumm',
              ),
              receipt(
                150,
                '2026-01-12T09:05:00',
                'Income',
                [coffee(27000, 11), item('Доставка по городу', 30000, 1, 6, { SubjectType: 4 })],
                'ECashSumm',
                8,
              ),
              receipt(
                151,
                '2026-01-12T09:30:00',
                'RefundIncome',
                [coffee(27000, 11)],
                'ECashSumm',
                8,
              ),
            ],
            shifts: [
              shift(
                '7380440800111111',
                41,
                [98, '2025-12-29T08:00:00'],
                [100, '2025-12-29T20:00:00'],
              ),
              shift(
                '7380440800123456',
                7,
                [100, '2025-12-30T08:00:00'],
                [103, '2025-12-30T21:00:00'],
              ),
              shift('7380440800123456', 8, [149, '2026-01-12T09:00:00']),
            ],
          },
          {
            KktRegId: '0004211302023101',
            SerialNumber: '00106708123457',
            KktModel: 'Эвотор СТ5Ф',
            FnNumber: '7380440800654321',
            FnEndDate: '2027-09-30T00:00:00',
            FiscalAddress: '125009, г. Москва, ул. Тверская, д. 9',
            FiscalPlace: 'Книжная лавка',
            FirstDocumentDate: '2025-09-01T10:00:00',
            LastDocOnKktDateTime: '2026-01-12T11:00:00',
            receipts: [
              receipt(20, '2026-01-12T11:00:00', 'Income', [item('Книга «Азбука»', 45000, 1, 5)]),
            ],
            shifts: [
              shift(
                '7380440800654321',
                7,
                [19, '2026-01-12T10:00:00'],
                [21, '2026-01-12T20:00:00'],
              ),
            ],
          },
        ],
      },
    ],
  };
}
