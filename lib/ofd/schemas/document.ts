import { z } from 'zod';
import type { TimeZoneNote } from '@/lib/dates/wall-clock';
import { CHECK_TYPES, isDocumentType, type DocumentType } from '../document-types';
import type { UnrecognisedVat } from '../vat-reading';
import { checkBodySchema, checkView } from './check';
import { commonView, type CommonFields } from './common';
import { isPlainObject, withRaw, type RawFields } from './fields';
import {
  closeArchiveBodySchema,
  closeArchiveView,
  currentStateBodySchema,
  currentStateView,
  fiscalReportBodySchema,
  fiscalReportView,
  shiftBodySchema,
  shiftView,
} from './reports';

// The envelope `{ "<type>": { … } }` (docs/documents.md): strict on the envelope, tolerant on the body.

type View<K extends DocumentType, F extends (body: never) => object> = { type: K } & CommonFields &
  ReturnType<F> & {
    raw: RawFields;
    /** Optional fields the operator sent that could not be read; the rest of the document stands. */
    unreadFields: string[];
    /** Set when `dateTime` was derived from a UTC instant in the register's zone (wall-clock.ts). */
    timeZone?: TimeZoneNote;
  };

export type CheckDocument = View<(typeof CHECK_TYPES)[number], typeof checkView>;
export type ShiftDocument = View<'openShift' | 'closeShift', typeof shiftView>;
export type CurrentStateDocument = View<'currentStateReport', typeof currentStateView>;
export type FiscalReportDocument = View<
  'fiscalReport' | 'fiscalReportCorrection',
  typeof fiscalReportView
>;
export type CloseArchiveDocument = View<'closeArchive', typeof closeArchiveView>;

/** One fiscal document in the dashboard's view: a union discriminated on `type`. */
export type FiscalDocument =
  | CheckDocument
  | ShiftDocument
  | CurrentStateDocument
  | FiscalReportDocument
  | CloseArchiveDocument;

const check = { schema: checkBodySchema, view: checkView };
const shift = { schema: shiftBodySchema, view: shiftView };
const report = { schema: fiscalReportBodySchema, view: fiscalReportView };
const PARTS = {
  fiscalReport: report,
  fiscalReportCorrection: report,
  openShift: shift,
  currentStateReport: { schema: currentStateBodySchema, view: currentStateView },
  receipt: check,
  receiptCorrection: check,
  bso: check,
  bsoCorrection: check,
  closeShift: shift,
  closeArchive: { schema: closeArchiveBodySchema, view: closeArchiveView },
} satisfies Record<DocumentType, { schema: z.ZodType; view: (body: never) => object }>;

const unrecognisedLabel = ({ field, value }: UnrecognisedVat) =>
  `${field} = ${JSON.stringify(value)}`;

/** The body schema of each type (its fields, both families), for the service to check what it emits. */
export const documentBodySchemas = Object.fromEntries(
  Object.entries(PARTS).map(([type, part]) => [type, part.schema]),
) as { [K in DocumentType]: (typeof PARTS)[K]['schema'] };

// One literal with spreads after a first property: V8 (Node 20) turns `{ ...a, x, y, … }` and
// Object.assign chains of this size into slow dictionary objects (measured ~15 µs per document).
const bodies = Object.fromEntries(
  Object.entries(PARTS).map(([type, { schema, view }]) => [
    type,
    withRaw(schema as z.ZodType<object>, `the ${type} body`, (body, raw, unread) => {
      const own = (view as (b: object) => { unrecognisedVat?: UnrecognisedVat[] })(body);
      return {
        type,
        ...commonView(body as z.output<typeof closeArchiveBodySchema>),
        ...own,
        raw,
        // VAT codes that name no known rate count with the unreadable fields, value shown.
        unreadFields: own.unrecognisedVat?.length
          ? [...unread, ...own.unrecognisedVat.map(unrecognisedLabel)]
          : unread,
      };
    }),
  ]),
) as unknown as Record<DocumentType, z.ZodType<FiscalDocument>>;

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
    const result = bodies[type].safeParse(envelope[type]);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = [type, ...issue.path];
      ctx.addIssue({ code: 'custom', message: issue.message, path, input: envelope });
    }
    return z.NEVER;
  });

export const documentListSchema = z.array(documentEnvelopeSchema);

export { isCheckDocument } from '../document-types';
