import type { ConnectionSettings } from '@/lib/env';

// What a connection's day lists hold. Ours and Taxcom's list every fiscal document, shift reports
// too, so a gap in FD numbers is a document missing and a shift without its closing report is
// still open. OFD.ru's `receipts-info` lists receipts only (docs/operators-ofdru.md): every shift's
// opening and closing reports leave gaps by design, and no shift is ever seen closing. The mirror's
// day checks and the health rules that read reports or FD runs ask this first.

const LISTS_EVERY_DOCUMENT: Record<ConnectionSettings['kind'], boolean> = {
  taxcom: true,
  ofdru: false,
};

/** Whether the connection's lists hold every document; the default connection's (undefined) do. */
export function listsEveryDocument(connection: ConnectionSettings | undefined): boolean {
  return connection === undefined || LISTS_EVERY_DOCUMENT[connection.kind];
}
