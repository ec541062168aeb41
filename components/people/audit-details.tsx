import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { readExportFormat } from '@/lib/auth/audit-export-format';
import type { AuditAction, AuditDetails } from '@/lib/auth/server/audit';
import { isCalendarDate } from '@/lib/dates/calendar';
import { ALL_DRIVES } from '@/lib/documents/contract';
import { formatInputDate } from '@/lib/dates/format-input';
import { zoneDateTime } from '@/lib/dates/zone-time';

// An audit entry's details as labelled fields in the reader's language (role, organizations,
// reason, register, drive, period, rows, the export's format in words). A value this page does
// not know is shown as recorded, as code; the whole record stays one click away for support.

type Props = {
  action: AuditAction;
  details: AuditDetails;
  organizations: Map<string, string>;
  /** The app's zone, in which a moment is shown (lib/dates/zone-time.ts). */
  zone: string;
};

export async function AuditDetailsList({ action, details, organizations, zone }: Props) {
  const t = await getTranslations('Audit');
  const [people, orgs, health, docs, role, tables] = await Promise.all([
    getTranslations('People'),
    getTranslations('Organizations'),
    getTranslations('Health'),
    getTranslations('Documents'),
    getTranslations('Auth.role'),
    getTranslations('Overview.export.tables'),
  ]);
  const terms = await getTranslations('Terms');
  const locale = await getLocale();
  const code = (value: unknown) => <code>{String(value)}</code>;
  const known = <K extends string>(keys: readonly K[], value: unknown): value is K =>
    keys.includes(value as K);
  const organization = (id: string) => organizations.get(id) ?? code(id);
  // A period's day in the page's form; a moment (a snooze's end) as the trail's own times.
  const day = (value: string) => {
    if (isCalendarDate(value)) return formatInputDate(value, locale);
    const text = String(value);
    return text.endsWith('Z') ? zoneDateTime(text, zone, locale) : text.replace('T', ' ');
  };
  const fields: [string, ReactNode][] = [];
  const { role: r, orgIds, orgId, reason, rnm, drive, from, to, rows, format, via, note } = details;
  if (r) fields.push([people('role'), known(ROLES, r) ? role(r) : code(r)]);
  if (orgIds)
    fields.push([orgs('title'), orgIds.length ? join(orgIds.map(organization)) : people('none')]);
  if (orgId) fields.push([terms('organization'), organization(orgId)]);
  if (reason) fields.push([t('fields.reason'), reasonText(reason)]);
  if (rnm) fields.push([terms('register'), rnm]);
  // An export over every drive records the drive as ALL_DRIVES (the documents browser's choice).
  if (drive) fields.push([terms('drive'), drive === ALL_DRIVES ? docs('drive.all') : drive]);
  if (from) fields.push([t('from'), day(from)]);
  // A snooze records its end as `to`: until then, a moment, not a period's last day.
  if (to) fields.push([action === 'alert-snoozed' ? t('fields.until') : t('to'), day(to)]);
  if (rows !== undefined) fields.push([t('fields.rows'), rows.toLocaleString(locale)]);
  if (format) fields.push([t('fields.format'), formatText(format)]);
  if (note) fields.push([t('fields.note'), note]);
  if (via) fields.push([t('fields.via'), known(['cli', 'web'], via) ? t(`via.${via}`) : code(via)]);

  function reasonText(value: string): ReactNode {
    if (health.has(`reason.${value}`)) return health(`reason.${value}` as 'reason.silent');
    if (known(Object.keys(REASONS), value)) return t(`reasons.${REASONS[value]}`);
    return code(value);
  }
  function formatText(value: string): ReactNode {
    const read = readExportFormat(value);
    if (!read) return code(value);
    const what = t(`formats.${read.content}`);
    const table = read.table && known(TABLES, read.table) ? `: ${tables(read.table)}` : '';
    return `${read.file.toUpperCase()}, ${what}${table}`;
  }

  if (fields.length === 0) return <>—</>;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <details className="mt-1">
        <summary className="cursor-pointer text-xs text-slate-600 dark:text-slate-400">
          {t('record')}
        </summary>
        <code className="block font-mono text-xs break-all">{JSON.stringify(details)}</code>
      </details>
    </>
  );
}

const ROLES = ['admin', 'owner', 'support'] as const;
const TABLES = ['figures', 'days', 'points', 'registers', 'items'] as const;
/** Reasons the trail records in words of its own (lib/api/auth-route.server.ts, lib/auth/server/demo-setup.ts). */
const REASONS: Record<string, 'rateLimited' | 'demoPeople'> = {
  'rate-limited': 'rateLimited',
  'demo people': 'demoPeople',
};

function join(parts: ReactNode[]): ReactNode {
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 ? ', ' : ''}
      {part}
    </span>
  ));
}
