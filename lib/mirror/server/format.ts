import type { MirrorStatus, MirrorUnreadable } from '@/lib/service';
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
      'unreadable',
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
      String(r?.unreadable ?? '-'),
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
      'unreadable',
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
      String(s.unreadable),
      s.error ?? '',
    ]);
  }
  // Said in words under the table: a refusal must not hide behind a state of `ok`.
  const notes = statuses
    .filter((s) => s.unreadable > 0)
    .map((s) => `${s.regNumber}: ${couldNotBeRead(s.unreadable)} (listed below)`);
  return [table(rows), ...notes].join('\n');
}

/** "3 documents could not be read": how the status says that something was refused. */
export function couldNotBeRead(count: number): string {
  return `${count} document${count === 1 ? '' : 's'} could not be read`;
}

/** The documents kept as unreadable, newest first: where they came from and why. */
export function formatUnreadable(records: MirrorUnreadable[], unplaced: number): string {
  const lines: string[] = [];
  if (unplaced > 0) lines.push(`connection: ${couldNotBeRead(unplaced)} (no register)`);
  if (records.length === 0) return lines.join('\n');
  const rows = [['register', 'type', 'drive', 'FD', 'date-time', 'reason']];
  for (const r of records) {
    rows.push([
      r.regNumber ?? '-',
      r.type ?? '-',
      r.fiscalDriveNumber ?? '-',
      r.fdNumber === null ? '-' : String(r.fdNumber),
      r.dateTime ?? '-',
      r.reason,
    ]);
  }
  return [...lines, 'Documents that could not be read:', table(rows)].join('\n');
}
