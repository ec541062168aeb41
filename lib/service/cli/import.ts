import { importEnvelopes, readEnvelopes } from '../import';
import { openStore, type StoreLocation } from '../store/open';
import { fileExists, ms, rate, stopwatch, UsageError } from './common';

// `service:import <file>`: stores the documents of a JSON array or NDJSON file of envelopes.
// Exit code 1 when any document was rejected or conflicts with a stored one (the others are
// stored regardless).

export async function runImport(
  file: string | undefined,
  location: StoreLocation,
): Promise<number> {
  if (!file) throw new UsageError('import needs a file: npm run service:import -- <file>');
  if (!fileExists(file)) throw new UsageError(`no such file: ${file}`);
  const store = await openStore(location);
  try {
    const elapsed = stopwatch();
    const report = await importEnvelopes(store, readEnvelopes(file));
    const time = elapsed();
    for (const { position, reason } of report.rejected) {
      console.error(`rejected ${position}: ${reason}`);
    }
    for (const c of report.conflicts) {
      console.error(
        `conflict ${c.position}: drive ${c.fiscalDriveNumber} FD ${c.fdNumber} is stored with ` +
          `${c.storedHash}, the file has ${c.incomingHash}`,
      );
    }
    console.log(
      `read ${report.read}, stored ${report.stored}, already stored ${report.duplicates}, ` +
        `conflicts ${report.conflicts.length}, rejected ${report.rejected.length} ` +
        `in ${ms(time)} (${rate(report.read, time)})`,
    );
    return report.rejected.length + report.conflicts.length > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}
