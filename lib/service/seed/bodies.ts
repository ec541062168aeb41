import { FORM_CODES, type DocumentType } from '@/lib/ofd/document-types';
import type { CheckContent, CheckLine } from './checks';
import { addressAt, type RegisterPlan } from './plan';
import type { Rng } from './prng';
import { itemVatFields, receiptVatFields, type VatFamily } from './vat-family';
import type { WorldDocument } from './world';

// Document bodies in the spec's field family (docs/operator-api.md §3), one builder per document type. Each
// builder takes the next fiscal document number of the drive, so numbering can never skip.

export type DriveState = { padded: string; fd: number; shift: number };
export type Stamp = { dateTime: string; receiveDateTimeUtc: string };
type Doc = WorldDocument;

/** Where and when a document is made: on which register and drive, at what moment, by whom. */
export type Origin = {
  rng: Rng;
  plan: RegisterPlan;
  drive: DriveState;
  stamp: Stamp;
  operator: string;
};

const MAX_FISCAL_SIGN = 2 ** 48 - 1;

function header({ rng, plan, drive, stamp }: Origin) {
  drive.fd += 1;
  // Fiscal signs are 32-bit on older drives and up to 48 bits on newer ones.
  const fiscalSign = rng.chance(0.3)
    ? rng.bigInt(2 ** 32, MAX_FISCAL_SIGN)
    : rng.bigInt(100_000_000, 2 ** 32 - 1);
  return {
    dateTime: stamp.dateTime,
    kktRegId: plan.kktRegId,
    fiscalDriveNumber: drive.padded,
    fiscalDocumentNumber: drive.fd,
    fiscalSign,
    id: rng.guid(),
    receiveDateTimeUtc: stamp.receiveDateTimeUtc,
  };
}

function seller({ plan, operator, stamp }: Origin) {
  return {
    user: plan.organization.shortName,
    userInn: plan.userInn,
    operator,
    retailPlaceAddress: addressAt(plan.cashbox, stamp.dateTime),
  };
}

/** Registration (reason undefined) or re-registration report with its reason code. */
export function registrationReport(origin: Origin, reason?: number): Doc {
  const { plan } = origin;
  const type: DocumentType = reason === undefined ? 'fiscalReport' : 'fiscalReportCorrection';
  const body = {
    code: FORM_CODES[type],
    ...seller(origin),
    taxationType: plan.organizationSpec.registeredTaxation,
    offlineMode: 0,
    bsoSign: plan.spec.bso ? 1 : 0,
    serviceSign: plan.spec.kind === 'dryCleaning' || plan.spec.kind === 'carWash' ? 1 : 0,
    encryptionSign: 0,
    autoMode: 0,
    internetSign: 0,
    ofdInn: plan.ofdInn,
    kktNumber: plan.cashbox.serialNumber,
    ...(reason === undefined ? {} : { correctionReasonCodes: [reason] }),
    ...header(origin),
  };
  return { type, body };
}

export function openShift(origin: Origin): Doc {
  const { drive } = origin;
  drive.shift += 1;
  const body = {
    code: FORM_CODES.openShift,
    ...seller(origin),
    shiftNumber: drive.shift,
    ...header(origin),
  };
  return { type: 'openShift', body };
}

export type Untransmitted = { quantity: number; number?: number; dateTime?: string };

export function currentStateReport(origin: Origin, untransmitted: Untransmitted): Doc {
  const { plan, drive } = origin;
  const body = {
    code: FORM_CODES.currentStateReport,
    userInn: plan.userInn,
    shiftNumber: drive.shift,
    offlineMode: 0,
    notTransmittedDocumentsQuantity: untransmitted.quantity,
    ...(untransmitted.number === undefined
      ? {}
      : {
          notTransmittedDocumentNumber: untransmitted.number,
          notTransmittedDocumentsDateTime: untransmitted.dateTime,
        }),
    ...header(origin),
  };
  return { type: 'currentStateReport', body };
}

export type ShiftTotals = {
  receiptsQuantity: number;
  documentsQuantity: number;
  untransmitted: Untransmitted;
  flags: { exhaustion: boolean; memory: boolean; replace: boolean };
};

export function closeShift(origin: Origin, totals: ShiftTotals): Doc {
  const { drive } = origin;
  const { untransmitted, flags } = totals;
  const body = {
    code: FORM_CODES.closeShift,
    ...seller(origin),
    shiftNumber: drive.shift,
    receiptsQuantity: totals.receiptsQuantity,
    documentsQuantity: totals.documentsQuantity,
    notTransmittedDocumentsQuantity: untransmitted.quantity,
    ...(untransmitted.dateTime ? { notTransmittedDocumentsDateTime: untransmitted.dateTime } : {}),
    ofdResponseTimeoutSign: 0,
    fiscalDriveReplaceRequiredSign: flags.replace ? 1 : 0,
    fiscalDriveMemoryExceededSign: flags.memory ? 1 : 0,
    fiscalDriveExhaustionSign: flags.exhaustion ? 1 : 0,
    ...header(origin),
  };
  return { type: 'closeShift', body };
}

export function closeArchive(origin: Origin): Doc {
  const { userInn, operator: op, retailPlaceAddress } = seller(origin);
  const body = {
    code: FORM_CODES.closeArchive,
    userInn,
    operator: op,
    retailPlaceAddress,
    ...header(origin),
  };
  return { type: 'closeArchive', body };
}

export type CheckType = 'receipt' | 'receiptCorrection' | 'bso' | 'bsoCorrection';

export type CheckExtras = {
  requestNumber: number;
  /** Registers whose firmware always prints the credit/advance totals, as zeros. */
  zeroCreditTotals: boolean;
  correction?: { date: string; number: string; withItems: boolean };
};

/**
 * One line in the register's family: the tax service's FFD 1.2 names (`paymentType`,
 * `productType`, `nds`/`ndsSum`) or the vendor's (`paymentMode`, `paymentSubject`, `ndsType` and
 * the amount under the rate's field). Both carry the FFD 1.2 unit and marking tags as named.
 */
function itemBody(line: CheckLine, family: VatFamily) {
  const { name, price, quantity, sum, measure, marking } = line;
  const codes =
    family === 'vendor'
      ? { paymentMode: line.paymentMode, paymentSubject: line.paymentSubject }
      : { paymentType: line.paymentMode, productType: line.paymentSubject };
  return {
    name,
    price,
    quantity,
    sum,
    ...codes,
    ...itemVatFields(line, family),
    itemsQuantityMeasure: measure,
    ...marking,
  };
}

export function check(
  origin: Origin,
  type: CheckType,
  content: CheckContent,
  extras: CheckExtras,
): Doc {
  const { plan, drive } = origin;
  const family = plan.organizationSpec.vatFamily ?? 'taxService';
  const codeField = type === 'bso' || type === 'bsoCorrection' ? 'bsoCode' : 'receiptCode';
  const { operationType, lines, buyerAddress, ...totals } = content;
  const { correction } = extras;
  const body = {
    [codeField]: FORM_CODES[type],
    ...seller(origin),
    requestNumber: extras.requestNumber,
    shiftNumber: drive.shift,
    operationType,
    taxationType: plan.organizationSpec.taxationType,
    ...(family === 'taxService' ? { fiscalDocumentFormatVer: 4 } : {}),
    ...(buyerAddress ? { buyerAddress } : {}),
    ...(correction && !correction.withItems
      ? {}
      : { items: lines.map((line) => itemBody(line, family)) }),
    ...totals,
    ...receiptVatFields(lines, family),
    ...(extras.zeroCreditTotals
      ? { prePaymentTotalSum: 0, postPaymentTotalSum: 0, considerationTotalSum: 0 }
      : {}),
    ...(correction
      ? {
          correctionType: 0,
          correctionBase: {
            correctionName: 'Самостоятельная корректировка',
            correctionDocumentDate: `${correction.date}T00:00:00`,
            correctionDocumentNumber: correction.number,
          },
        }
      : {}),
    fnsUrl: 'www.nalog.gov.ru',
    ...header(origin),
  };
  return { type, body };
}
