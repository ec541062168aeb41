import { z } from 'zod';
import { required, text } from '../adapter-fields.schema';

// Taxcom's answers as its help and public clients describe them (docs/operators.md). Tolerant on
// bodies (unknown fields dropped, absent texts empty), strict on what the walk relies on: the
// counts of a list, the numbers of shifts and documents, the tags' document object.

const whole = z.union([z.int(), z.string().regex(/^\d+$/).transform(Number)]);

/** `{httpErrorCode, apiErrorCode, commonDescription, details}`; any of them may be missing. */
export const taxcomErrorSchema = z.object({
  apiErrorCode: whole.optional().catch(undefined),
});

export const loginSchema = z.object({ sessionToken: z.string().min(1).max(2000) });

/** A list: `counts.recordFilteredCount` says how many there are in all, `records` this page's. */
export function listSchema<S extends z.ZodType>(record: S) {
  return z.object({
    counts: z.object({ recordFilteredCount: whole }),
    records: z.array(record),
  });
}

export const accountSchema = z.object({
  agreementNumber: required,
  companyName: text,
  inn: required,
});
export type TaxcomAccount = z.output<typeof accountSchema>;

export const outletSchema = z.object({ id: required, name: text, address: text });
export type TaxcomOutlet = z.output<typeof outletSchema>;

export const registerRecordSchema = z.object({
  kktRegNumber: required,
  kktFactoryNumber: text,
  kktModelName: text,
  name: text,
  fnFactoryNumber: text,
  fnRegDateTime: text,
  lastDocumentDateTime: text,
});
export type TaxcomRegister = z.output<typeof registerRecordSchema>;

/** 2.5.2: public clients read `fn` only; `fnFactoryNumber` is the name the other lists use. */
export const driveRecordSchema = z
  .object({ fn: text, fnFactoryNumber: text })
  .transform((record) => record.fn || record.fnFactoryNumber);

export const shiftRecordSchema = z.object({ shiftNumber: whole, openDateTime: text });

export const documentRecordSchema = z.object({ fdNumber: whole });

export const documentInfoSchema = z.object({
  documentType: whole,
  document: z.record(z.string(), z.unknown()),
});
export type TaxcomDocumentInfo = z.output<typeof documentInfoSchema>;
