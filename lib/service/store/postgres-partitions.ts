import type { PoolClient } from 'pg';

// Monthly partitions of `documents`, created on first write to a month. No DEFAULT partition: a
// row for a missing month fails loudly instead of landing where pruning cannot find it, and adding
// a month never has to scan a default partition. Creation is serialized by a transaction-level
// advisory lock so that two instances importing the same new month do not race on the catalog.

const PARTITION_LOCK = 0x0fd5_0002;

/** `2024-03-15T10:00:00` → `2024-03`. */
export const monthOf = (dateTime: string) => dateTime.slice(0, 7);

export function partitionName(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`not a month: ${month}`);
  return `documents_${month.replace('-', '_')}`;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Remembers which months exist per schema, so a steady import asks the catalog once a month. */
export class PartitionCache {
  private readonly known = new Set<string>();

  /** Inside the caller's transaction: makes sure every month has its partition. */
  async ensure(client: PoolClient, months: Iterable<string>): Promise<void> {
    const missing = [...new Set(months)].filter((m) => !this.known.has(m)).sort();
    if (missing.length === 0) return;
    await client.query('SELECT pg_advisory_xact_lock($1)', [PARTITION_LOCK]);
    for (const month of missing) {
      const name = partitionName(month);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF documents
         FOR VALUES FROM ('${month}-01') TO ('${nextMonth(month)}-01')`,
      );
    }
    // Only after commit would another session see them; the caller commits right after writing.
    for (const month of missing) this.known.add(month);
  }

  /** After a rollback or a TRUNCATE of everything, trust the catalog again. */
  forget(): void {
    this.known.clear();
  }
}
