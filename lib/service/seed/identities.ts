import {
  fiscalDriveNumber,
  kpp,
  ogrn,
  ogrnip,
  organizationInn,
  personInn,
  registrationNumber,
  registrationOrdinal,
  serialNumber,
} from './identifiers';
import type { Identity } from './plan';
import type { OrganizationSpec, RegisterSpec } from './profiles';
import { Rng } from './prng';
import type { WorldOrganization } from './world';

// Identifiers depend on the seed only, each from its own stream: the same seed gives the same INNs,
// RNMs and drive numbers whatever the anchor date, history length or profile, so the README's curl
// example keeps working from one day to the next.

/** Later drives of a register are the newer model. */
const NEXT_DRIVE_PREFIX = '7380440700';

export function organizationIdentity(seed: number, spec: OrganizationSpec): WorldOrganization {
  const rng = new Rng(seed, `identity/organization/${spec.key}`);
  const id = rng.guid();
  const entrepreneur = spec.form === 'entrepreneur';
  return {
    id,
    inn: entrepreneur
      ? personInn(rng, spec.region, spec.office)
      : organizationInn(rng, spec.region, spec.office),
    kpp: entrepreneur ? '' : kpp(spec.region, spec.office),
    ogrn: entrepreneur
      ? ogrnip(rng, spec.registrationYear, spec.region)
      : ogrn(rng, spec.registrationYear, spec.region),
    shortName: spec.shortName,
    fullName: spec.fullName,
  };
}

/** A register's identifiers; its RNM carries a valid check code over the owner's INN and serial. */
export function registerIdentity(seed: number, spec: RegisterSpec, ownerInn: string): Identity {
  const rng = new Rng(seed, `identity/register/${spec.key}`);
  const ordinal = registrationOrdinal(rng);
  const serial = serialNumber(rng, spec.serial.prefix, spec.serial.width);
  return {
    regNumber: registrationNumber(ordinal, ownerInn, serial),
    serialNumber: serial,
    drives: [fiscalDriveNumber(rng, spec.drivePrefix), fiscalDriveNumber(rng, NEXT_DRIVE_PREFIX)],
  };
}

/** The fiscal data operator the registers report to (its INN appears in registration reports). */
export function ofdInn(seed: number): string {
  return organizationInn(new Rng(seed, 'identity/ofd'), '77', '04');
}
