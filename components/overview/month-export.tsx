'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useViewerRole } from '@/components/auth/viewer-context';
import { LabelledSelect } from '@/components/data-table/labelled-select';
import { Button } from '@/components/ui/button';
import { mayExport } from '@/lib/auth/roles';
import { addMonths } from '@/lib/dates/calendar';
import { ApiError } from '@/lib/query/api-error';
import { downloadFile, saveFile } from '@/lib/query/download';
import { organizationExportUrl } from '@/lib/urls/urls';

type Format = 'csv' | 'xlsx';

/** The last two years' months, newest first, as `yyyy-mm`. */
function recentMonths(today: string): string[] {
  return Array.from({ length: 24 }, (_, i) => addMonths(today, -i).slice(0, 7));
}

/**
 * One organization's month as a file, every receipt of every register (docs/exports.md). The page
 * fetches the file itself rather than following a link: reading a month of every register takes a
 * while, and the page says that it is working, then saves the file, or says in words why there
 * is none. Last month is the default: the running one is not over. Support may not export.
 */
export function MonthExport({ orgId, today }: { orgId: string; today: string }) {
  const t = useTranslations('MonthExport');
  const files = useTranslations('Overview.export');
  const failed = useTranslations('ExportFailed');
  const locale = useLocale();
  const months = recentMonths(today);
  const [month, setMonth] = useState(months[1]!);
  const [busy, setBusy] = useState<Format | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const role = useViewerRole();
  if (role && !mayExport(role)) return null;
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  async function download(format: Format) {
    running.current?.abort();
    const controller = (running.current = new AbortController());
    setBusy(format);
    setError(null);
    try {
      const file = await downloadFile(
        organizationExportUrl(orgId, { month, format }),
        controller.signal,
      );
      saveFile(file.blob, file.name ?? `${month}.${format}`);
    } catch (cause) {
      if (controller.signal.aborted) return;
      const limited = cause instanceof ApiError && cause.problem.status === 429;
      setError(`${failed('title')}. ${limited ? failed('limit') : t('failed')}`);
    } finally {
      if (running.current === controller) setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="month-export-title"
      className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      data-testid="month-export"
    >
      <h2 id="month-export-title" className="font-medium">
        {t('label')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('hint')}</p>
      <div className="flex flex-wrap items-end gap-2" aria-busy={busy !== null}>
        <LabelledSelect
          label={t('month')}
          value={month}
          onChange={setMonth}
          className="flex flex-col gap-1 text-sm"
          selectClassName="h-11 sm:h-9"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName.format(new Date(`${m}-01T00:00:00Z`))}
            </option>
          ))}
        </LabelledSelect>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            className="h-11 sm:h-9"
            disabled={busy !== null}
            onClick={() => void download(format)}
          >
            {files(format)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {busy && (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            {t('preparing')}
          </span>
        )}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
