import { z } from 'zod';
import { DOCUMENT_TYPES, isDocumentType, type DocumentType } from '../document-types';
import { checkBodySchema } from './check';
import { isPlainObject, withRaw, type RawFields } from './fields';
import {
  closeArchiveBodySchema,
  currentStateBodySchema,
  fiscalReportBodySchema,
  shiftBodySchema,
} from './reports';

// The envelope `{ "<type>": { … } }` (spec 2.2): strict on the envelope, tolerant on the body.

type Typed<T, K extends DocumentType> = z.output<T> & { type: K; raw: RawFields };

export type CheckDocument = Typed<
  typeof checkBodySchema,
  'receipt' | 'receiptCorrection' | 'bso' | 'bsoCorrection'
>;
export type ShiftDocument = Typed<typeof shiftBodySchema, 'openShift' | 'closeShift'>;
export type CurrentStateDocument = Typed<typeof currentStateBodySchema, 'currentStateReport'>;
export type FiscalReportDocument = Typed<
  typeof fiscalReportBodySchema,
  'fiscalReport' | 'fiscalReportCorrection'
>;
export type CloseArchiveDocument = Typed<typeof closeArchiveBodySchema, 'closeArchive'>;

/** One fiscal document in the dashboard's view: a union discriminated on `type`. */
export type FiscalDocument =
  | CheckDocument
  | ShiftDocument
  | CurrentStateDocument
  | FiscalReportDocument
  | CloseArchiveDocument;

/** The body schema of each type, exported so the service can type and check what it emits. */
export const documentBodySchemas = {
  fiscalReport: fiscalReportBodySchema,
  fiscalReportCorrection: fiscalReportBodySchema,
  openShift: shiftBodySchema,
  currentStateReport: currentStateBodySchema,
  receipt: checkBodySchema,
  receiptCorrection: checkBodySchema,
  bso: checkBodySchema,
  bsoCorrection: checkBodySchema,
  closeShift: shiftBodySchema,
  closeArchive: closeArchiveBodySchema,
} as const satisfies Record<DocumentType, z.ZodType>;

const bodyWithRaw = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [type, withRaw(documentBodySchemas[type], `the ${type} body`)]),
) as unknown as Record<DocumentType, z.ZodType<Omit<FiscalDocument, 'type'>>>;

export const documentEnvelopeSchema = z
  .custom<RawFields>(isPlainObject, 'a fiscal document must be a JSON object')
  .transform((envelope, ctx): FiscalDocument => {
    const keys = Object.keys(envelope);
    const [type] = keys;
    if (keys.length !== 1 || !isDocumentType(type)) {
      ctx.addIssue({
        code: 'custom',
        input: envelope,
        message:
          keys.length === 1
            ? `unknown document type "${type}"`
            : `a fiscal document has exactly one key, the document type; found ${keys.length}`,
      });
      return z.NEVER;
    }
    const result = bodyWithRaw[type].safeParse(envelope[type]);
    if (result.success) return { type, ...result.data } as FiscalDocument;
    for (const issue of result.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [type, ...issue.path],
        input: envelope,
      });
    }
    return z.NEVER;
  });

export const documentListSchema = z.array(documentEnvelopeSchema);

export function isCheckDocument(document: FiscalDocument): document is CheckDocument {
  return ['receipt', 'receiptCorrection', 'bso', 'bsoCorrection'].includes(document.type);
}
