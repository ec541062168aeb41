import { FORM_CODES, type DocumentType } from '@/lib/ofd/document-types';
import type { CheckContent } from './checks';
import { addressAt, type RegisterPlan } from './plan';
import type { Rng } from './prng';
import type { WorldDocument } from './world';

// Document bodies in the spec's field family (docs/operator-api.md §3), one builder per document type. Each
// builder takes the next fiscal document number of the drive, so numbering can never skip.

export type DriveState = { padded: string; fd: number; shift: number };
export type Stamp = { dateTime: string; receiveDateTimeUtc: string };
type Doc = WorldDocument;

const MAX_FISCAL_SIGN = 2 ** 48 - 1;

function header(rng: Rng, plan: RegisterPlan, drive: DriveState, stamp: Stamp) {
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

function seller(plan: RegisterPlan, operator: string, dateTime: string) {
  return {
    user: plan.organization.shortName,
    userInn: plan.userInn,
    operator,
    retailPlaceAddress: addressAt(plan.cashbox, dateTime),
  };
}

/** Registration (reason undefined) or re-registration report with its reason code. */
export function registrationReport(
  rng: Rng,
  plan: RegisterPlan,
  drive: DriveState,
  stamp: Stamp,
  operator: string,
  reason?: number,
): Doc {
  const type: DocumentType = reason === undefined ? 'fiscalReport' : 'fiscalReportCorrection';
  const body = {
    code: FORM_CODES[type],
    ...seller(plan, operator, stamp.dateTime),
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
    ...header(rng, plan, drive, stamp),
  };
  return { type, body };
}

export function openShift(
  rng: Rng,
  plan: RegisterPlan,
  drive: DriveState,
  stamp: Stamp,
  operator: string,
): Doc {
  drive.shift += 1;
  const body = {
    code: FORM_CODES.openShift,
    ...seller(plan, operator, stamp.dateTime),
    shiftNumber: drive.shift,
    ...header(rng, plan, drive, stamp),
  };
  return { type: 'openShift', body };
}

export type Untransmitted = { quantity: number; number?: number; dateTime?: string };

export function currentStateReport(
  rng: Rng,
  plan: RegisterPlan,
  drive: DriveState,
  stamp: Stamp,
  untransmitted: Untransmitted,
): Doc {
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
    ...header(rng, plan, drive, stamp),
  };
  return { type: 'currentStateReport', body };
}

export type ShiftTotals = {
  receiptsQuantity: number;
  documentsQuantity: number;
  untransmitted: Untransmitted;
  flags: { exhaustion: boolean; memory: boolean; replace: boolean };
};

export function closeShift(
  rng: Rng,
  plan: RegisterPlan,
  drive: DriveState,
  stamp: Stamp,
  operator: string,
  totals: ShiftTotals,
): Doc {
  const { untransmitted, flags } = totals;
  const body = {
    code: FORM_CODES.closeShift,
    ...seller(plan, operator, stamp.dateTime),
    shiftNumber: drive.shift,
    receiptsQuantity: totals.receiptsQuantity,
    documentsQuantity: totals.documentsQuantity,
    notTransmittedDocumentsQuantity: untransmitted.quantity,
    ...(untransmitted.dateTime ? { notTransmittedDocumentsDateTime: untransmitted.dateTime } : {}),
    ofdResponseTimeoutSign: 0,
    fiscalDriveReplaceRequiredSign: flags.replace ? 1 : 0,
    fiscalDriveMemoryExceededSign: flags.memory ? 1 : 0,
    fiscalDriveExhaustionSign: flags.exhaustion ? 1 : 0,
    ...header(rng, plan, drive, stamp),
  };
  return { type: 'closeShift', body };
}

export function closeArchive(
  rng: Rng,
  plan: RegisterPlan,
  drive: DriveState,
  stamp: Stamp,
  operator: string,
): Doc {
  const { userInn, operator: op, retailPlaceAddress } = seller(plan, operator, stamp.dateTime);
  const body = {
    code: FORM_CODES.closeArchive,
    userInn,
    operator: op,
    retailPlaceAddress,
    ...header(rng, plan, drive, stamp),
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

export function check(
  rng: Rng,
  plan: RegisterPlan,
  drive: DriveState,
  stamp: Stamp,
  operator: string,
  type: CheckType,
  content: CheckContent,
  extras: CheckExtras,
): Doc {
  const codeField = type === 'bso' || type === 'bsoCorrection' ? 'bsoCode' : 'receiptCode';
  const { operationType, items, buyerAddress, ...totals } = content;
  const { correction } = extras;
  const body = {
    [codeField]: FORM_CODES[type],
    ...seller(plan, operator, stamp.dateTime),
    requestNumber: extras.requestNumber,
    shiftNumber: drive.shift,
    operationType,
    taxationType: plan.organizationSpec.taxationType,
    ...(buyerAddress ? { buyerAddress } : {}),
    ...(correction && !correction.withItems ? {} : { items }),
    ...totals,
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
    ...header(rng, plan, drive, stamp),
  };
  return { type, body };
}
