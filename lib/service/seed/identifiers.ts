import { completeInn } from '@/lib/ofd/ids';
import { completeRnm } from '@/lib/ofd/rnm-check';
import type { Rng } from './prng';

// Real-looking identifiers (docs/operator-api.md §6). INNs carry valid check digits; OGRN/OGRNIP carry their
// own check digit too (remainder of the leading digits by 11 / 13, last digit of it).

/** 10-digit INN of an organization: region (2) + tax office (2) + record (5) + check digit. */
export function organizationInn(rng: Rng, region: string, office: string): string {
  return completeInn(`${region}${office}${rng.int(1, 9)}${rng.digits(4)}`);
}

/** 12-digit INN of an individual: region (2) + tax office (2) + record (6) + two check digits. */
export function personInn(rng: Rng, region: string, office: string): string {
  return completeInn(`${region}${office}${rng.int(1, 9)}${rng.digits(5)}`);
}

/** OGRN (13 digits): sign 1, year, region, record, check = (first 12 mod 11) mod 10. */
export function ogrn(rng: Rng, year: string, region: string): string {
  const body = `1${year}${region}${rng.digits(7)}`;
  return body + String((Number(body) % 11) % 10);
}

/** OGRNIP (15 digits): sign 3, year, region, record, check = (first 14 mod 13) mod 10. */
export function ogrnip(rng: Rng, year: string, region: string): string {
  const body = `3${year}${region}${rng.digits(9)}`;
  return body + String((Number(body) % 13) % 10);
}

/** KPP: tax office code (4) + reason 01 (organization) or 43 (branch) + ordinal. */
export function kpp(region: string, office: string, reason = '01'): string {
  return `${region}${office}${reason}001`;
}

/** The 10-digit ordinal part of an RNM, as the tax service assigns it. */
export function registrationOrdinal(rng: Rng): string {
  const ordinal = `000${rng.int(1, 9)}${rng.digits(6)}`;
  // Kept for the stream: the old six random control digits, so later identifiers do not move.
  rng.digits(6);
  return ordinal;
}

/** RNM: the ordinal and its check code over the owner's INN and the serial (lib/ofd/rnm-check). */
export function registrationNumber(ordinal: string, inn: string, serial: string): string {
  return completeRnm(ordinal, inn, serial);
}

/** Fiscal drive factory number: a model prefix (e.g. 9960440300 for FN-1.1M) + 6 digits. */
export function fiscalDriveNumber(rng: Rng, prefix: string): string {
  return `${prefix}${rng.digits(16 - prefix.length)}`;
}

/** Factory serial number: a vendor prefix, zero-padded to the vendor's usual width. */
export function serialNumber(rng: Rng, prefix: string, width: number): string {
  return `${prefix}${rng.digits(width - prefix.length)}`;
}
