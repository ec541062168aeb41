import type { DocumentType } from '@/lib/ofd/document-types';

// Realistic document bodies for tests, one per type in each field family of docs/operator-api.md §3: the
// spec/vendor family (padded numbers, `ndsType`, `paymentMode`, per-rate item VAT) and the tax
// service's family (`prepaidSum`, `nds18118`, item `nds` codes, epoch date-times, no `id`).
// Each pair describes the same document, so both must parse to the same view.

const KKT = '0000000003065868    ';
const FN = '7281440500751551';
const SHOP = { user: 'ООО "Ромашка"', userInn: '7707083893  ', operator: 'Иванова А. А.' };
const ADDRESS = '125009, г. Москва, ул. Тверская, д. 1';

type Body = Record<string, unknown>;
type Pair = { spec: Body; taxService: Body };

/** One document in both families: the fields they spell alike first, then each family's own. */
function pair(alike: Body, spec: Body, taxService: Body): Pair {
  return { spec: { ...alike, ...spec }, taxService: { ...alike, ...taxService } };
}

// The receipt's goods, as both families write them; each family adds its own VAT and kind fields.
const MILK = { name: 'Молоко 3,2% 1 л', price: 8990, quantity: 2, sum: 17980 };
const BREAD = { name: 'Хлеб бородинский', price: 5500, quantity: 1, sum: 5500 };
const CHEESE = { name: 'Сыр весовой', price: 99900, quantity: 0.345, sum: 34466 };
const MILK_BARCODE = '4600000000017';
const UNRECORDED_TAKINGS = {
  name: 'Выручка 16.09.2024 без чека',
  price: 150000,
  quantity: 1,
  sum: 150000,
};
const RETURNED_TICKET = { name: 'Возврат билета', price: 120000, quantity: 1, sum: 120000 };

export const EXAMPLES: Record<DocumentType, Pair> = {
  receipt: pair(
    {
      ...SHOP,
      requestNumber: 12,
      shiftNumber: 41,
      operationType: 1,
      taxationType: 1,
      kktRegId: KKT,
      fiscalDriveNumber: FN,
      retailPlaceAddress: ADDRESS,
      totalSum: 57946,
      cashTotalSum: 10000,
      ecashTotalSum: 47946,
      nds10: 2135,
      nds20: 5744,
      fiscalDocumentNumber: 30526,
      fiscalSign: 1168453787,
      receiveDateTimeUtc: '2024-09-17T15:01:04Z',
    },
    {
      receiptCode: 3,
      dateTime: '2024-09-17T18:01:00',
      buyerAddress: 'buyer@example.com',
      senderAddress: 'noreply@shop.example',
      items: [
        {
          ...MILK,
          ndsType: 'nds10',
          nds10: 1635,
          paymentMode: 4,
          paymentSubject: 1,
          barcode: MILK_BARCODE,
        },
        // A trailing space as a register may print it: both families must still read the same name.
        {
          ...BREAD,
          name: `${BREAD.name} `,
          ndsType: 'nds10',
          nds10: 500,
          paymentMode: 4,
          paymentSubject: 1,
        },
        { ...CHEESE, ndsType: 'nds20', nds20: 5744, paymentMode: 4, paymentSubject: 1 },
      ],
      prePaymentTotalSum: 0,
      postPaymentTotalSum: 0,
      considerationTotalSum: 0,
      id: '5d9a7f3e-2c41-4b8e-9f10-6a2b3c4d5e6f',
      properties: [{ key: 'loyalty', value: '1234' }],
    },
    {
      code: 3,
      fiscalDocumentFormatVer: 2,
      dateTime: 1726596060,
      buyerPhoneOrAddress: 'buyer@example.com',
      sellerAddress: 'noreply@shop.example',
      items: [
        { ...MILK, nds: 2, ndsSum: 1635, paymentType: 4, productType: 1, barcode: MILK_BARCODE },
        { ...BREAD, nds: 2, ndsSum: 500, paymentType: 4, productType: 1 },
        { ...CHEESE, nds: 1, ndsSum: 5744, paymentType: 4, productType: 1 },
      ],
      prepaidSum: 0,
      creditSum: 0,
      provisionSum: 0,
    },
  ),
  receiptCorrection: pair(
    {
      ...SHOP,
      dateTime: '2024-09-18T08:59:30',
      shiftNumber: 42,
      operationType: 1,
      taxationType: 1,
      correctionType: 0,
      kktRegId: KKT,
      fiscalDriveNumber: FN,
      retailPlaceAddress: ADDRESS,
      totalSum: 150000,
      cashTotalSum: 0,
      ecashTotalSum: 0,
      fiscalDocumentNumber: 30540,
    },
    {
      receiptCode: 31,
      items: [
        {
          ...UNRECORDED_TAKINGS,
          ndsType: 'ndsCalculated18',
          ndsCalculated18: 22881,
          paymentMode: 1,
          paymentSubject: 10,
        },
      ],
      prePaymentTotalSum: 100000,
      postPaymentTotalSum: 30000,
      considerationTotalSum: 20000,
      ndsCalculated18: 22881,
      fiscalSign: 281474976710655,
      id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
    },
    {
      code: 31,
      items: [{ ...UNRECORDED_TAKINGS, nds18118: 22881, paymentType: 1, productType: 10 }],
      prepaidSum: 100000,
      creditSum: 30000,
      provisionSum: 20000,
      nds18118: 22881,
      fiscalSign: '281474976710655',
    },
  ),
  bso: pair(
    {
      ...SHOP,
      shiftNumber: 41,
      operationType: 2,
      taxationType: 2,
      kktRegId: KKT,
      fiscalDriveNumber: FN,
      retailPlaceAddress: ADDRESS,
      totalSum: 120000,
      cashTotalSum: 0,
      ecashTotalSum: 120000,
      ndsNo: 120000,
      fiscalDocumentNumber: 30530,
      fiscalSign: 3550178214,
    },
    {
      bsoCode: 4,
      dateTime: '2024-09-17T22:10:45',
      items: [
        { ...RETURNED_TICKET, ndsType: 'ndsNo', ndsNo: 120000, paymentMode: 4, paymentSubject: 4 },
      ],
      id: '0f0e0d0c-0b0a-4909-8807-060504030201',
    },
    {
      code: 4,
      dateTime: 1726611045,
      items: [{ ...RETURNED_TICKET, nds: 6, ndsSum: 120000, paymentType: 4, productType: 4 }],
    },
  ),
  bsoCorrection: pair(
    {
      ...SHOP,
      shiftNumber: 42,
      operationType: 3,
      taxationType: 1,
      correctionType: 1,
      kktRegId: KKT,
      fiscalDriveNumber: FN,
      totalSum: 5000,
      cashTotalSum: 5000,
      ecashTotalSum: 0,
      nds0: 0,
      fiscalDocumentNumber: 30541,
      fiscalSign: 998877,
    },
    {
      bsoCode: 41,
      dateTime: '2024-09-18T09:10:00',
      items: [],
      id: 'b0b0b0b0-1111-4222-8333-444455556666',
    },
    { code: 41, dateTime: '2024-09-18T09:10' },
  ),
  openShift: pair(
    {
      ...SHOP,
      code: 2,
      retailPlaceAddress: ADDRESS,
      shiftNumber: 41,
      kktRegId: KKT,
      fiscalDriveNumber: FN,
      fiscalDocumentNumber: 30501,
      fiscalSign: 2165469823,
    },
    {
      dateTime: '2024-09-17T09:00:12',
      id: 'c1c1c1c1-2222-4333-8444-555566667777',
      message: [{ type: 1, message: 'Обновите прошивку ККТ' }],
    },
    { dateTime: 1726563612, message: [{ type: 1, message: 'Обновите прошивку ККТ' }] },
  ),
  closeShift: pair(
    {
      ...SHOP,
      code: 5,
      dateTime: '2024-09-17T22:15:00',
      shiftNumber: 41,
      receiptsQuantity: 57,
      documentsQuantity: 60,
      notTransmittedDocumentsQuantity: 3,
      kktRegId: KKT,
      fiscalDocumentNumber: 30531,
      fiscalDriveNumber: FN,
      fiscalSign: 1404392164,
    },
    {
      notTransmittedDocumentsDateTime: '2024-09-17T21:40:00',
      ofdResponseTimeoutSign: 1,
      fiscalDriveReplaceRequiredSign: 0,
      fiscalDriveMemoryExceededSign: 0,
      fiscalDriveExhaustionSign: 1,
      id: 'd2d2d2d2-3333-4444-8555-666677778888',
    },
    {
      notTransmittedDocumentsDateTime: '2024-09-17T21:40',
      ofdResponseTimeoutSign: true,
      fiscalDriveReplaceRequiredSign: false,
      fiscalDriveExhaustionSign: true,
    },
  ),
  currentStateReport: pair(
    {
      userInn: SHOP.userInn,
      code: 21,
      shiftNumber: 44,
      notTransmittedDocumentNumber: 30601,
      notTransmittedDocumentsQuantity: 2,
      notTransmittedDocumentsDateTime: '2024-09-20T11:58:00',
      kktRegId: KKT,
      fiscalDriveNumber: FN,
      fiscalDocumentNumber: 30603,
      fiscalSign: 412345678,
    },
    { dateTime: '2024-09-20T12:00:00', offlineMode: 0, id: 'e3e3e3e3-4444-4555-8666-777788889999' },
    { dateTime: 1726833600, offlineMode: false },
  ),
  fiscalReport: pair(
    {
      ...SHOP,
      code: 1,
      taxationType: 3,
      kktRegId: KKT,
      machineNumber: '',
      fiscalDocumentNumber: 1,
      fiscalDriveNumber: FN,
      retailPlaceAddress: ADDRESS,
      kktNumber: '00106709801234',
      fiscalSign: 3005283459,
    },
    {
      dateTime: '2024-03-01T10:00:00',
      offlineMode: 0,
      bsoSign: 0,
      serviceSign: 1,
      encryptionSign: 0,
      autoMode: 0,
      internetSign: 0,
      ofdInn: '7704211201  ',
      properties: [{ key: 'ffd', value: '1.05' }],
      id: 'f4f4f4f4-5555-4666-8777-88889999aaaa',
    },
    {
      fiscalDocumentFormatVer: 2,
      dateTime: 1709287200,
      offlineMode: false,
      bsoSign: false,
      serviceSign: true,
      encryptionSign: false,
      autoMode: false,
      internetSign: false,
      ofdInn: '7704211201',
    },
  ),
  fiscalReportCorrection: pair(
    {
      ...SHOP,
      code: 11,
      taxationType: 2,
      dateTime: '2024-06-03T09:30:00',
      kktRegId: KKT,
      offlineMode: 0,
      fiscalDocumentNumber: 14022,
      fiscalDriveNumber: FN,
      retailPlaceAddress: ADDRESS,
      ofdInn: '7704211201',
      kktNumber: '00106709801234',
      fiscalSign: 1876543210,
    },
    { correctionReasonCodes: [4], id: '15151515-6666-4777-8888-9999aaaabbbb' },
    { correctionReasonCode: 4 },
  ),
  closeArchive: pair(
    {
      userInn: SHOP.userInn,
      retailPlaceAddress: ADDRESS,
      operator: SHOP.operator,
      code: 6,
      dateTime: '2025-03-01T18:00:00',
      kktRegId: KKT,
      fiscalDocumentNumber: 61234,
      fiscalDriveNumber: FN,
      fiscalSign: 2233445566,
    },
    { id: '6e6e6e6e-7777-4888-8999-aaaabbbbcccc' },
    {},
  ),
};

/** A copy of an object without some keys (to build variants of the examples). */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}
