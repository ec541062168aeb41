import { rnmSchema } from '@/lib/ofd/ids';
import { importEnvelopes, readEnvelopes, type ImportReport } from '../import';
import { openStore, type StoreLocation } from '../store/open';
import { fileExists, ms, rate, stopwatch, UsageError } from './common';

// `service:import <file>…`: stores the documents of JSON files (an array, NDJSON or one document)
// in any of the shapes of docs/import.md, and reports per file what became of them. Exit code 1
// when any document was unreadable or conflicts with a stored one (the others are stored
// regardless).

function print(file: string, report: ImportReport, time: number) {
  for (const { position, reason } of report.rejected) {
    console.error(`${file}: rejected ${position}: ${reason}`);
  }
  for (const c of report.conflicts) {
    console.error(
      `${file}: conflict ${c.position}: drive ${c.fiscalDriveNumber} FD ${c.fdNumber} is stored ` +
        `with ${c.storedHash}, the file has ${c.incomingHash}`,
    );
  }
  for (const { position, note } of report.notes) console.log(`${file}: ${position}: ${note}`);
  console.log(
    `${file}: read ${report.read}, stored ${report.stored}, already stored ${report.duplicates}, ` +
      `conflicts ${report.conflicts.length}, rejected ${report.rejected.length} ` +
      `in ${ms(time)} (${rate(report.read, time)})`,
  );
}

export async function runImport(
  files: string[],
  location: StoreLocation,
  flags: { rnm?: string } = {},
): Promise<number> {
  if (files.length === 0) {
    throw new UsageError('import needs a file: npm run service:import -- <file>…');
  }
  for (const file of files) if (!fileExists(file)) throw new UsageError(`no such file: ${file}`);
  const rnm = flags.rnm === undefined ? undefined : rnmSchema.safeParse(flags.rnm);
  if (rnm && !rnm.success) throw new UsageError('--rnm must be a 16-digit register number');
  const store = await openStore(location);
  let failed = false;
  try {
    for (const file of files) {
      const elapsed = stopwatch();
      const report = await importEnvelopes(store, readEnvelopes(file), { rnm: rnm?.data });
      print(file, report, elapsed());
      failed ||= report.rejected.length + report.conflicts.length > 0;
    }
    return failed ? 1 : 0;
  } finally {
    await store.close();
  }
}
