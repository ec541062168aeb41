import { fileExists, megabytes, ms, stopwatch, UsageError } from './common';
import { describeLocation, openStore, type StoreLocation } from '../store/open';
import { DATABASE_FILE } from '../store/sqlite';
import path from 'node:path';

// `service:stats`: what the store holds, per entity and per register and drive.

export async function runStats(location: StoreLocation): Promise<number> {
  if ('dataDir' in location && !fileExists(path.join(location.dataDir, DATABASE_FILE))) {
    throw new UsageError(`no database in ${location.dataDir}: run npm run service:seed first`);
  }
  const store = await openStore(location);
  try {
    const elapsed = stopwatch();
    const stats = await store.stats();
    const time = elapsed();
    const where =
      'dataDir' in location
        ? path.join(location.dataDir, DATABASE_FILE)
        : describeLocation(location);
    console.log(`database ${where} (${megabytes(stats.sizeBytes)})`);
    for (const [entity, count] of Object.entries(stats.counts)) {
      console.log(`  ${entity.padEnd(14)} ${count}`);
    }
    const total = stats.documents.reduce((sum, d) => sum + d.count, 0);
    const firsts = stats.documents.map((d) => d.first).filter((t): t is string => t !== null);
    const lasts = stats.documents.map((d) => d.last).filter((t): t is string => t !== null);
    console.log(`  ${'documents'.padEnd(14)} ${total}`);
    if (total > 0) console.log(`  date range     ${firsts.sort()[0]} … ${lasts.sort().at(-1)}`);
    console.log('\n  register          fiscal drive       documents  first                last');
    for (const d of stats.documents) {
      console.log(
        `  ${d.regNumber.padEnd(17)} ${d.fiscalDriveNumber.padEnd(18)} ${String(d.count).padStart(9)}  ${d.first}  ${d.last}`,
      );
    }
    console.log(`\n(stats in ${ms(time)})`);
    return 0;
  } finally {
    await store.close();
  }
}
