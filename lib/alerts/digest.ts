import type { HealthRow } from '@/lib/health/types';
import { registerHref } from '@/lib/urls/urls';
import { absolute, alertWords, reasonName } from './messages';
import type { AlertLocale, AlertMessage, Episode, SnoozeShown } from './types';

// The daily digest (docs/alerts.md): what is open for the rule, the fiscal drives whose keys
// expire within 30 days and the permission windows ending within 30 days, among the registers the
// rule may reach. The health rules already name both conditions at 30 days
// (lib/health/rules-drive.ts, lib/health/rules-window.ts), so the digest reads them off the board.

export type DigestInput = {
  day: string;
  locale: AlertLocale;
  appUrl: string;
  episodes: readonly Episode[];
  /** Open problems held by a snooze: listed apart, with whose snooze, until when and why. */
  snoozed?: readonly (SnoozeShown & { episode: Episode })[];
  rows: readonly HealthRow[];
};

export function digestMessage(input: DigestInput): AlertMessage {
  const { day, locale, appUrl, episodes, snoozed = [], rows } = input;
  const w = alertWords(locale);
  const registerLine = (orgId: string, rnm: string, name: string, org: string) =>
    `${name} (RNM ${rnm}, ${org}) ${absolute(appUrl, registerHref(orgId, rnm))}`;
  const open = episodes.map(
    (e) =>
      `- ${reasonName(locale, e.reason)}: ${registerLine(e.organizationId, e.rnm, e.register.name, e.register.organizationName)}, ${w.since} ${e.since ?? e.openedAt}`,
  );
  const held = snoozed.map(
    ({ episode: e, by, until, note }) =>
      `- ${reasonName(locale, e.reason)}: ${registerLine(e.organizationId, e.rnm, e.register.name, e.register.organizationName)}, ${w.snoozedBy} ${by} ${w.until} ${until.slice(0, 16).replace('T', ' ')} UTC${note ? ` (${note})` : ''}`,
  );
  const drives: string[] = [];
  const windows: string[] = [];
  const data = { drives: [] as unknown[], windows: [] as unknown[] };
  for (const row of rows) {
    const at = registerLine(row.organizationId, row.rnm, row.name, row.organizationName);
    for (const reason of row.reasons) {
      if (reason.code === 'drive-expiring') {
        drives.push(`- ${reason.detail.validUntil.slice(0, 10)}: ${at}`);
        data.drives.push({ rnm: row.rnm, validUntil: reason.detail.validUntil });
      }
      if (reason.code === 'window-ending') {
        windows.push(`- ${reason.detail.permissionTo.slice(0, 10)}: ${at}`);
        data.windows.push({ rnm: row.rnm, permissionTo: reason.detail.permissionTo });
      }
    }
  }
  const section = (title: string, lines: string[]) => [
    `${title}:`,
    ...(lines.length ? lines : [`- ${w.none}`]),
    '',
  ];
  return {
    subject: `OFD Console: ${w.digest} ${day}`,
    text: [
      ...section(w.open, open),
      ...(held.length ? section(w.snoozed, held) : []),
      ...section(w.drives, drives),
      ...section(w.windows, windows),
    ]
      .join('\n')
      .trim(),
    data: {
      kind: 'digest',
      day,
      open: episodes.map((e) => ({ rnm: e.rnm, reason: e.reason, since: e.since })),
      snoozed: snoozed.map(({ episode: e, by, until, note }) => ({
        rnm: e.rnm,
        reason: e.reason,
        by,
        until,
        note,
      })),
      ...data,
    },
  };
}
