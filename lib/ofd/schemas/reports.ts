import { z } from 'zod';
import { trimmed } from '../ids';
import { commonShape } from './common';
import { count, documentDateTime, flag, opt } from './fields';

// The six documents that carry no money: shift reports, the current state report, registration
// reports and the drive's closing report (docs/operator-api.md §3).

const messageSchema = z.object({
  type: opt(z.union([z.int(), trimmed])),
  message: trimmed,
});

const untransmittedShape = {
  notTransmittedDocumentNumber: opt(count),
  notTransmittedDocumentsQuantity: opt(count),
  notTransmittedDocumentsDateTime: opt(documentDateTime),
};

function untransmittedView(body: z.output<z.ZodObject<typeof untransmittedShape>>) {
  return {
    notTransmittedDocumentNumber: body.notTransmittedDocumentNumber,
    notTransmittedDocumentsQuantity: body.notTransmittedDocumentsQuantity ?? 0,
    notTransmittedDocumentsDateTime: body.notTransmittedDocumentsDateTime,
  };
}

/** openShift and closeShift share one shape; an absent drive flag means "no warning". */
export const shiftBodySchema = z.object({
  ...commonShape,
  ...untransmittedShape,
  receiptsQuantity: opt(count),
  documentsQuantity: opt(count),
  ofdResponseTimeoutSign: opt(flag),
  fiscalDriveReplaceRequiredSign: opt(flag),
  fiscalDriveMemoryExceededSign: opt(flag),
  fiscalDriveExhaustionSign: opt(flag),
  message: opt(z.union([z.array(messageSchema), trimmed])),
});

export function shiftView(body: z.output<typeof shiftBodySchema>) {
  return {
    receiptsQuantity: body.receiptsQuantity,
    documentsQuantity: body.documentsQuantity,
    ofdResponseTimeoutSign: body.ofdResponseTimeoutSign ?? false,
    fiscalDriveReplaceRequiredSign: body.fiscalDriveReplaceRequiredSign ?? false,
    fiscalDriveMemoryExceededSign: body.fiscalDriveMemoryExceededSign ?? false,
    fiscalDriveExhaustionSign: body.fiscalDriveExhaustionSign ?? false,
    messages: typeof body.message === 'string' ? [{ message: body.message }] : (body.message ?? []),
    ...untransmittedView(body),
  };
}

export const currentStateBodySchema = z.object({
  ...commonShape,
  ...untransmittedShape,
  offlineMode: opt(flag),
});

export function currentStateView(body: z.output<typeof currentStateBodySchema>) {
  return { offlineMode: body.offlineMode ?? false, ...untransmittedView(body) };
}

export const fiscalReportBodySchema = z.object({
  ...commonShape,
  // A bitmask here: a registration may allow several systems.
  taxationType: opt(count),
  offlineMode: opt(flag),
  bsoSign: opt(flag),
  serviceSign: opt(flag),
  encryptionSign: opt(flag),
  autoMode: opt(flag),
  internetSign: opt(flag),
  machineNumber: opt(z.union([trimmed, z.int().transform(String)])),
  ofdInn: opt(trimmed),
  kktNumber: opt(trimmed),
  correctionReasonCodes: opt(z.array(count)),
  // FFD 1.05 carries a single reason code (tag 1101).
  correctionReasonCode: opt(count),
});

/** Registration parameters: undefined when the report does not state one (not the same as "no"). */
export function fiscalReportView(body: z.output<typeof fiscalReportBodySchema>) {
  return {
    taxationType: body.taxationType,
    offlineMode: body.offlineMode,
    bsoSign: body.bsoSign,
    serviceSign: body.serviceSign,
    encryptionSign: body.encryptionSign,
    autoMode: body.autoMode,
    internetSign: body.internetSign,
    machineNumber: body.machineNumber,
    ofdInn: body.ofdInn,
    kktNumber: body.kktNumber,
    correctionReasonCodes:
      body.correctionReasonCodes ??
      (body.correctionReasonCode === undefined ? [] : [body.correctionReasonCode]),
  };
}

/** The drive's closing report has only the common fields. */
export const closeArchiveBodySchema = z.object(commonShape);
export const closeArchiveView = () => ({});
