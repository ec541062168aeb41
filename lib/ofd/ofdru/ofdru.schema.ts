import { z } from 'zod';
import { required, text } from '../adapter-fields.schema';

// OFD.ru's answers as its «API ОФД» and its public clients describe them (docs/operators-ofdru.md).
// Every answer is wrapped: `{Status: "Success", Data}` or `{Status: "Failed", Errors: […]}`, and a
// refusal may come with HTTP 200, so Status is what says it worked. Tolerant on bodies (unknown
// fields dropped, absent texts empty), strict on what the walk relies on.

const whole = z.union([
  z.int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
const kopecks = whole.optional().nullable().catch(undefined);

/** `POST /api/Authorization/CreateAuthToken`: the token and when it ends (UTC). */
export const authTokenSchema = z.object({
  AuthToken: z.string().min(1).max(2000),
  ExpirationDateUtc: z.string().optional().catch(undefined),
});

/** The wrapper of every answer; `Data` is read by the call's own schema. */
export const wrapperSchema = z.object({
  Status: z.string().optional().catch(undefined),
  Data: z.unknown().optional(),
});

/** One register of `GET /api/integration/v2/inn/{inn}/kkts`. */
const kktSchema = z.object({
  KktRegId: required,
  SerialNumber: text,
  KktModel: text,
  FnNumber: text,
  FnEndDate: text,
  FiscalAddress: text,
  FiscalPlace: text,
  FirstDocumentDate: text,
  LastDocOnKktDateTime: text,
});
export type OfdRuKkt = z.output<typeof kktSchema>;
export const kktListSchema = z.array(kktSchema);

const itemSchema = z.object({
  Name: text,
  Price: kopecks,
  Quantity: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .optional(),
  Total: kopecks,
  NDS_Rate: whole.optional().nullable().catch(undefined),
  NDS_Summ: kopecks,
  CalculationMethod: whole.optional().nullable().catch(undefined),
  SubjectType: whole.optional().nullable().catch(undefined),
  ProductUnitOfMeasure: whole.optional().nullable().catch(undefined),
});
export type OfdRuItem = z.output<typeof itemSchema>;

/** One receipt of `…/kkt/{rnm}/receipts-info`, named by OFD.ru's own fields. */
const receiptSchema = z.object({
  // `DocNumber` in the clients' code, `Document_Number` in the reference: either is the FD number.
  DocNumber: whole.optional().catch(undefined),
  Document_Number: whole.optional().catch(undefined),
  DocDateTime: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
  OperationType: z.string(),
  TotalSumm: whole,
  CashSumm: kopecks,
  ECashSumm: kopecks,
  PrepaidSumm: kopecks,
  CreditSumm: kopecks,
  DecimalFiscalSign: text,
  // The list's name for the drive, and for the receipt's number in its shift (`Number` in detail).
  FnNumber: text,
  DocShiftNumber: whole.optional().catch(undefined),
  ReceiptNumber: whole.optional().catch(undefined),
  Number: whole.optional().catch(undefined),
  Items: z.array(itemSchema).default([]),
});
export type OfdRuReceipt = z.output<typeof receiptSchema>;
export const receiptListSchema = z.array(receiptSchema);

/**
 * One closed shift of `…/kkt/{rnm}/zreports` (its closing report): the numbers and local times of
 * its opening and closing reports, which bracket the numbers of its receipts. A record without them
 * says nothing of where a receipt lies and is read as empty.
 */
const zReportSchema = z.object({
  FnNumber: text,
  Open_DocNumber: whole.optional().catch(undefined),
  Open_DocDateTime: text,
  Close_DocNumber: whole.optional().catch(undefined),
  Close_DocDateTime: text,
});
export type OfdRuShiftReport = z.output<typeof zReportSchema>;
export const zReportListSchema = z.array(zReportSchema);
