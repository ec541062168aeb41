import { createHash } from 'node:crypto';

// The paging cursor of `documents/by-period` (docs/operator-api.md "Paging"). The operator
// publishes it as an opaque string naming the last document of the previous page; ours names that
// document by register and arrival position (documents.seq), so that asking again later with the
// last cursor returns exactly what arrived since. A check over both catches a cursor that was cut,
// mistyped or made up (it is not a secret: a forged one can only name the forger's own register's
// documents, which the route then looks up). base64url keeps it free of characters that need
// escaping in a query.

export type Cursor = { regNumber: string; seq: number };

const VERSION = 'c1';

function check(regNumber: string, seq: number): string {
  return createHash('sha256')
    .update(`ofd-cursor:${regNumber}:${seq}`)
    .digest('base64url')
    .slice(0, 8);
}

export function encodeCursor({ regNumber, seq }: Cursor): string {
  return Buffer.from(`${VERSION}.${regNumber}.${seq}.${check(regNumber, seq)}`).toString(
    'base64url',
  );
}

/** The cursor's register and position, or null for anything this service did not hand out. */
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, regNumber = '', seqText = '', sum] = parts;
  if (!/^\d{16}$/.test(regNumber) || !/^[1-9]\d{0,14}$/.test(seqText)) return null;
  const seq = Number(seqText);
  return sum === check(regNumber, seq) ? { regNumber, seq } : null;
}
