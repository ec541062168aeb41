import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { HealthRow } from '@/lib/health/types';
import { healthHref } from '@/lib/urls/urls';
import { HealthBadge } from './health-badge';
import { ReasonItem } from './reason-item';

/** The register page's health: status, every reason with its evidence, and the time zone used. */
export function HealthCard({ health, orgId }: { health: HealthRow; orgId: string }) {
  const t = useTranslations('Health');
  const terms = useTranslations('Terms');
  const at = { orgId, rnm: health.rnm };
  return (
    <Card aria-labelledby="register-health" data-testid="health-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="register-health">{terms('health')}</CardTitle>
          <HealthBadge status={health.status} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {health.incomplete ? (
          <p className="text-sm text-amber-900 dark:text-amber-200">{t('card.incomplete')}</p>
        ) : null}
        {health.reasons.length === 0 ? (
          <p className="text-sm">{t('card.ok')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {health.reasons.map((reason, i) => (
              <ReasonItem key={`${reason.code}-${i}`} reason={reason} at={at} />
            ))}
          </ul>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span title={t('zoneHint')}>
            {t('columns.zone')}:{' '}
            {t(health.offsetAssumed ? 'zoneAssumed' : 'zone', { offset: health.utcOffset })}
          </span>
          {/* At least 44 × 44 px on a phone (docs/phones.md). */}
          <Link
            href={healthHref}
            className="inline-flex min-h-11 items-center underline underline-offset-2 hover:no-underline sm:min-h-0"
          >
            {t('card.toBoard')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
