/** The operator's spelling of a drive number in register records, or the dashboard's after parsing. */
type Spelling = 'fiscalDriverNumber' | 'fiscalDriveNumber';

type DriveEntry<K extends Spelling> = Record<K, string> & { earliestDocumentTimestamp: string };

/**
 * A register's drives as `fiscalDrive` and `fiscalDrives` of its record: every drive oldest first,
 * `[number, earliest document]`, the last one the drive installed now.
 */
export function driveHistory<K extends Spelling>(
  spelling: K,
  ...drives: [number: string, earliestDocumentTimestamp: string][]
): { fiscalDrive: DriveEntry<K>; fiscalDrives: DriveEntry<K>[] } {
  const fiscalDrives = drives.map(
    ([number, earliestDocumentTimestamp]) =>
      ({ [spelling]: number, earliestDocumentTimestamp }) as DriveEntry<K>,
  );
  return { fiscalDrive: fiscalDrives.at(-1)!, fiscalDrives };
}

/**
 * A register's places as `address` and `addresses` of its record: every address oldest first,
 * `[address, start date]`, the last one where the register stands now.
 */
export function addressHistory(...places: [address: string, startDate: string][]) {
  const addresses = places.map(([address, startDate]) => ({ address, startDate }));
  return { address: addresses.at(-1)!.address, addresses };
}
