import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { buttonClasses } from '@/components/ui/button';
import { formatLocalDate, formatLocalDateTime } from '@/lib/ofd/format';
import type { BrowseRange } from '@/lib/registers/browse-range';
import type { PermissionState, PermissionWindow } from '@/lib/registers/permission-status';
import { PermissionBadge } from './permission-badge';

/** The permission window in words, and the way into the documents inside it. */
export function PermissionWindowCard({
  window,
  state,
  range,
  href,
}: {
  window: PermissionWindow;
  state: PermissionState;
  range: BrowseRange | null;
  href: string | null;
}) {
  const t = useTranslations('Register');
  const terms = useTranslations('Terms');
  const locale = useLocale();
  const at = (value: string) => formatLocalDateTime(value, locale, false);
  const day = (value: string) => formatLocalDate(value, locale);
  return (
    <Card aria-labelledby="permission-window">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="permission-window">{terms('window')}</CardTitle>
          <PermissionBadge status={state.status} days={state.days} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p data-testid="window-words">
          {t.rich(`window.words.${state.status}`, {
            from: at(window.permissionFrom),
            to: at(window.permissionTo),
            // A date-time never breaks across lines at its hyphens.
            d: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
          })}
        </p>
        {range && href ? (
          <div className="flex flex-col items-start gap-2">
            <Link href={href} className={buttonClasses({ size: 'lg' })}>
              {t('window.browse')}
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('window.browseHint', {
                from: day(range.from),
                to: day(range.to),
                drive: range.drive,
              })}
            </p>
          </div>
        ) : (
          <p
            className="text-sm text-slate-600 dark:text-slate-400"
            data-testid="browse-unavailable"
          >
            {t('window.browseUnavailable')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
