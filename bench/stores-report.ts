import type { StoreRow } from './stores';

// The store comparison's table: SQLite and PostgreSQL side by side, one row per volume.

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

export function printStores(rows: StoreRow[]): void {
  const rate = (n: number) => `${Math.round(n).toLocaleString('en')}/s`;
  console.log(
    '\nstores, same documents, in process (import = Store.ingestDocuments, 1,000 a call)\n',
  );
  console.log(
    table([
      [
        'volume',
        'documents',
        'engine',
        'import',
        'month (tickets)',
        'peak RSS',
        '30-day statistics',
        'size',
      ],
      ...rows.flatMap((r) =>
        (['sqlite', 'postgres'] as const).map((engine) => {
          const f = r[engine];
          return [
            r.volume,
            r.documents.toLocaleString('en'),
            engine === 'sqlite' ? 'SQLite' : 'PostgreSQL',
            rate(f.importPerSecond),
            `${f.monthMs.toFixed(0)} ms (${f.monthDocuments.toLocaleString('en')})`,
            `${f.monthPeakRssMb.toFixed(0)} MB`,
            `${f.statisticsMs.toFixed(1)} ms`,
            `${f.sizeMb.toFixed(0)} MB`,
          ];
        }),
      ),
    ]),
  );
}
