import { z } from 'zod';

// Identifiers of the fiscal world (docs/operator-api.md §6). Fiscal fields arrive right-padded with spaces
// (§4), so every schema trims before it checks.

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_1 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12_WEIGHTS_2 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

/** INN of an organization (10 digits) or an individual (12 digits), check digits included. */
export function isValidInn(value: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, INN10_WEIGHTS) === digits[9];
  return (
    checkDigit(digits, INN12_WEIGHTS_1) === digits[10] &&
    checkDigit(digits, INN12_WEIGHTS_2) === digits[11]
  );
}

/** Appends the check digits to a 9- or 10-digit INN body (the demo generator's helper). */
export function completeInn(body: string): string {
  const digits = [...body].map(Number);
  if (digits.length === 9) return body + checkDigit(digits, INN10_WEIGHTS);
  if (digits.length !== 10) throw new Error('An INN body has 9 or 10 digits');
  const first = checkDigit(digits, INN12_WEIGHTS_1);
  return body + first + checkDigit([...digits, first], INN12_WEIGHTS_2);
}

export const trimmed = z.string().transform((value) => value.trim());

export const innSchema = trimmed.pipe(
  z.string().refine(isValidInn, 'INN must be 10 or 12 digits with valid check digits'),
);
/** RNM: the register's registration number (`kktRegId`, `regNumber`). */
export const rnmSchema = trimmed.pipe(z.string().regex(/^\d{16}$/, 'RNM must be 16 digits'));
/** Factory number of the fiscal drive (`fsId`): 16 digits in practice, fewer in old examples. */
export const fiscalDriveNumberSchema = trimmed.pipe(
  z.string().regex(/^\d{1,16}$/, 'fiscal drive number must be up to 16 digits'),
);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An operator's organization id, opaque: GUID-shaped in practice, but published examples carry
 * letters that are not hex. Bounded, URL-unreserved characters only, never a dot segment; it is
 * always encoded into the upstream path (lib/ofd/url.ts).
 */
export const organizationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,99}$/, 'must be an organization id');

/** A key for caches and comparisons: GUIDs name one organization whatever their case. */
export function organizationIdKey(id: string): string {
  return GUID.test(id) ? id.toLowerCase() : id;
}

export const guidSchema = z.string().regex(GUID, 'must be a GUID');
/**
 * The FD-number range that the service, the import and the dashboard all accept: the fiscal
 * format stores it in four bytes, so 1..2^32−1 (docs/real-operators.md).
 */
export const FD_NUMBER_MAX = 2 ** 32 - 1;

export function isFdNumber(value: unknown): value is number {
  return (
    Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= FD_NUMBER_MAX
  );
}

/** Fiscal document number (FD): in the one range above, given as text in paths. */
export const fdNumberSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'fiscal document number must be a positive integer')
  .transform(Number)
  .refine(isFdNumber, `fiscal document number must be at most ${FD_NUMBER_MAX}`);

/** Right-pads a fiscal field to its fixed width, as real operators send it. */
export function padRight(value: string, width: number): string {
  return value.padEnd(width, ' ');
}
