import { DOCUMENT_TYPES, type DocumentType } from './document-types';
import { VAT_FIELD_RATES, VAT_FIELDS, type VatField, type VatRate } from './vat-rates';

// Codes of the fiscal format → message keys of the `Fiscal` catalog
// (lib/i18n/messages/{en,ru}/fiscal.json). Pages render words with `t(ref.key, ref.values)`;
// a code without a word falls back to a message that shows the code itself.

export const FISCAL_NAMESPACE = 'Fiscal';

export type MessageRef = { key: string; values?: Record<string, number | string> };

function lookup(group: string, known: readonly number[], code: number | undefined): MessageRef {
  if (code !== undefined && known.includes(code)) return { key: `${group}.${code}` };
  return { key: `${group}.unknown`, values: { code: code ?? '—' } };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const OPERATION_TYPES = [1, 2, 3, 4] as const;
/** 1 sale, 2 sale return, 3 purchase, 4 purchase return (docs/operator-api.md §3). */
export const operationTypeMessage = (code: number | undefined) =>
  lookup('operationType', OPERATION_TYPES, code);

/** Taxation systems are bits: 1 general, 2 simplified income, 4 simplified income − expense,
 * 8 imputed, 16 agricultural, 32 patent. */
export const TAXATION_BITS = [1, 2, 4, 8, 16, 32] as const;
const ALL_TAXATION_BITS = TAXATION_BITS.reduce((mask, bit) => mask | bit, 0);

/**
 * The systems a taxation bitmask names (a receipt sets one bit, a registration several). Some
 * operators send the bit number instead of the bit; that cannot be told apart from a mask for
 * 1, 2 and 4, so the mask reading wins and anything that is not a mask shows as a code.
 */
export function taxationMessages(mask: number | undefined): MessageRef[] {
  if (mask === undefined) return [];
  if (mask <= 0 || (mask & ~ALL_TAXATION_BITS) !== 0) return [lookup('taxation', [], mask)];
  return TAXATION_BITS.filter((bit) => (mask & bit) !== 0).map((bit) => ({
    key: `taxation.${bit}`,
  }));
}

export const vatFieldMessage = (field: VatField): MessageRef => ({ key: `vatRate.${field}` });
export function vatRateMessage(rate: VatRate | undefined): MessageRef {
  const field = VAT_FIELDS.find((f) => VAT_FIELD_RATES[f] === rate);
  return field ? vatFieldMessage(field) : { key: 'vatRate.unknown' };
}

/** FFD tag 1214, 1..7: full prepayment … credit repayment. */
export const PAYMENT_METHODS = range(1, 7);
export const paymentMethodMessage = (code: number | undefined) =>
  lookup('paymentMethod', PAYMENT_METHODS, code);

/** FFD tag 1212. 28 and 29 are not assigned. */
export const PAYMENT_SUBJECTS = [...range(1, 27), ...range(30, 33)];
export const paymentSubjectMessage = (code: number | undefined) =>
  lookup('paymentSubject', PAYMENT_SUBJECTS, code);

/** Reasons for re-registration that the facts file names; the rest show as their code. */
export const CORRECTION_REASONS = [1, 2, 3, 4, 24, 32] as const;
export const correctionReasonMessage = (code: number) =>
  lookup('correctionReason', CORRECTION_REASONS, code);

/** Correction receipts: 0 on the user's own initiative, 1 by an order of the tax service. */
export const correctionTypeMessage = (code: number | undefined) =>
  lookup('correctionType', [0, 1], code);

export const documentTypeMessage = (type: DocumentType): MessageRef => ({
  key: `documentType.${type}`,
});
export { DOCUMENT_TYPES };

/** The four drive warnings of shift reports, in the order a page lists them. */
export const DRIVE_FLAGS = [
  'ofdResponseTimeoutSign',
  'fiscalDriveReplaceRequiredSign',
  'fiscalDriveMemoryExceededSign',
  'fiscalDriveExhaustionSign',
] as const;
export type DriveFlag = (typeof DRIVE_FLAGS)[number];
export const driveFlagMessage = (flag: DriveFlag): MessageRef => ({ key: `driveFlag.${flag}` });

/** Registration parameters of fiscal reports that are yes/no. */
export const REGISTRATION_FLAGS = [
  'offlineMode',
  'autoMode',
  'internetSign',
  'bsoSign',
  'serviceSign',
  'encryptionSign',
] as const;
export type RegistrationFlag = (typeof REGISTRATION_FLAGS)[number];
export const registrationFlagMessage = (flag: RegistrationFlag): MessageRef => ({
  key: `registrationFlag.${flag}`,
});
