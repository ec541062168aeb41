import { z } from 'zod';
import { registerTimeZone, wallClockAt } from '@/lib/dates/wall-clock';
import { localDateTimeSchema } from '../date-schemas';
import { trimmed } from '../ids';
import { opt, requiredText } from './fields';

// Organizations and cash register records (docs/operator-api.md §1). Unknown fields are dropped
// from the output but never fail the parse; missing optional texts become ''.

const text = opt(trimmed).transform((value) => value ?? '');

export const organizationSchema = z.object({
  id: requiredText,
  inn: text,
  kpp: text,
  ogrn: text,
  shortName: text,
  fullName: text,
});
export type Organization = z.output<typeof organizationSchema>;

/**
 * Exactly an organization's fields, in the operator's order, whatever else the object carries:
 * what the dashboard's views and the built-in service's records both answer.
 */
export function organizationFields(o: Organization): Organization {
  return {
    id: o.id,
    inn: o.inn,
    kpp: o.kpp,
    ogrn: o.ogrn,
    shortName: o.shortName,
    fullName: o.fullName,
  };
}

export const organizationListSchema = z.array(organizationSchema);

export const addressEntrySchema = z.object({
  address: text,
  startDate: localDateTimeSchema,
});

/** Register records spell it `fiscalDriverNumber`, documents `fiscalDriveNumber` (docs/operator-api.md §4). */
export const fiscalDriveEntrySchema = z
  .object({
    fiscalDriverNumber: opt(requiredText),
    fiscalDriveNumber: opt(requiredText),
    earliestDocumentTimestamp: opt(localDateTimeSchema),
  })
  .transform((entry, ctx) => {
    const fiscalDriveNumber = entry.fiscalDriverNumber ?? entry.fiscalDriveNumber;
    if (fiscalDriveNumber === undefined) {
      ctx.addIssue({ code: 'custom', message: 'fiscal drive number is missing', input: entry });
      return z.NEVER;
    }
    return { fiscalDriveNumber, earliestDocumentTimestamp: entry.earliestDocumentTimestamp };
  });

/**
 * The record's `lastDocumentTimestamp` / `lastCashReceiptTimestamp` (newer operator docs): absent,
 * null or empty when the register has none; a wall clock, or epoch seconds of a UTC instant that
 * the transform below turns into the register's wall clock. A value that is none of these is left
 * out rather than failing the record.
 */
const lastTimestamp = z
  .union([localDateTimeSchema, z.int().nonnegative()])
  .optional()
  .catch(undefined);

export const cashboxSchema = z
  .object({
    regNumber: requiredText,
    serialNumber: text,
    name: text,
    modelName: text,
    kpp: text,
    salesPointName: text,
    address: text,
    addresses: opt(z.array(addressEntrySchema)),
    fiscalDrive: opt(fiscalDriveEntrySchema),
    fiscalDrives: opt(z.array(fiscalDriveEntrySchema)),
    permissionFrom: localDateTimeSchema,
    permissionTo: localDateTimeSchema,
    lastDocumentTimestamp: lastTimestamp,
    lastCashReceiptTimestamp: lastTimestamp,
  })
  .transform(({ addresses = [], fiscalDrives = [], ...cashbox }) => {
    // The record's own address gives the zone; its time zone setting is applied to documents only.
    const zone = registerTimeZone(cashbox.address);
    const wallClock = (value: string | number | undefined) =>
      typeof value === 'number' ? wallClockAt(value * 1000, zone) : value;
    // "All fiscal drives, including the current one" (docs/operator-api.md §1): keep that true even when a
    // source lists the current drive only in `fiscalDrive`.
    const current = cashbox.fiscalDrive;
    const listed = fiscalDrives.some((d) => d.fiscalDriveNumber === current?.fiscalDriveNumber);
    return {
      ...cashbox,
      lastDocumentTimestamp: wallClock(cashbox.lastDocumentTimestamp),
      lastCashReceiptTimestamp: wallClock(cashbox.lastCashReceiptTimestamp),
      addresses,
      fiscalDrives: current && !listed ? [...fiscalDrives, current] : fiscalDrives,
    };
  });
export type RegisterRecord = z.output<typeof cashboxSchema>;

export const cashboxListSchema = z.array(cashboxSchema);
