import type { MirrorStatus } from '@/lib/service';
import type { PassResult } from './pass';

// Plain-text tables for the command line (cli.ts).

const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

export function formatPass(result: PassResult): string {
  if (result.credentialsRejected && result.lines.length === 0) {
    return 'The operator rejected the credentials: nothing was synced.';
  }
  const rows = [
    [
      'register',
      'state',
      'pages',
      'received',
      'stored',
      'conflicts',
      'rejected',
      'gaps',
      're-read',
      'error',
    ],
  ];
  for (const l of result.lines) {
    const r = l.result;
    rows.push([
      l.regNumber,
      l.state,
      String(r?.pages ?? '-'),
      String(r?.received ?? '-'),
      String(r?.stored ?? '-'),
      String(r?.conflicts ?? '-'),
      String(r?.rejected ?? '-'),
      String(r?.gaps ?? '-'),
      r?.rereadDays.join(',') || '-',
      l.error ?? '',
    ]);
  }
  const stored = result.lines.reduce((n, l) => n + (l.result?.stored ?? 0), 0);
  const summary = `pass: ${result.lines.length} registers, ${stored} documents stored in ${result.seconds.toFixed(2)} s`;
  return `${table(rows)}\n${summary}`;
}

/** Minutes since the register was last synced to the end, or '-' when it never was. */
export function lagMinutes(status: MirrorStatus, now: Date): number | null {
  if (!status.syncedUpToUtc) return null;
  return Math.max(0, Math.round((now.getTime() - Date.parse(status.syncedUpToUtc)) / 60_000));
}

export function formatStatus(statuses: MirrorStatus[], now: Date): string {
  if (statuses.length === 0) return 'The mirror has not synced any register yet.';
  const rows = [
    [
      'register',
      'state',
      'synced up to (UTC)',
      'lag min',
      'documents',
      'gaps',
      'conflicts',
      'error',
    ],
  ];
  for (const s of statuses) {
    rows.push([
      s.regNumber,
      s.state,
      s.syncedUpToUtc?.slice(0, 19) ?? '-',
      String(lagMinutes(s, now) ?? '-'),
      String(s.documents),
      String(s.gaps),
      String(s.conflicts),
      s.error ?? '',
    ]);
  }
  return table(rows);
}
