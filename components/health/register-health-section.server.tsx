import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { logEvent } from '@/lib/log';
import { registerHealthOf } from '@/lib/health/server/board';
import { failureKind } from '@/lib/health/server/register-health';
import { HealthCard } from './health-card';

// The register page streams its health card: the rest of the page does not wait for the days of
// documents the health model reads (cold, a few hundred milliseconds).

async function RegisterHealth({ orgId, rnm }: { orgId: string; rnm: string }) {
  const health = await registerHealthOf(orgId, rnm).catch((error: unknown) => {
    // The page itself already shows the register (or its problem): the card only says it is missing.
    logEvent('warn', 'health.card-failed', {
      reason: failureKind(error),
    });
    return null;
  });
  if (health) return <HealthCard health={health} orgId={orgId} />;
  const t = await getTranslations('Health');
  const terms = await getTranslations('Terms');
  return <HealthShell title={terms('health')}>{t('card.incomplete')}</HealthShell>;
}

function HealthShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby="register-health" data-testid="health-card">
      <CardHeader>
        <CardTitle id="register-health">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">{children}</CardContent>
    </Card>
  );
}

export async function RegisterHealthSection({ orgId, rnm }: { orgId: string; rnm: string }) {
  const t = await getTranslations('Health');
  const terms = await getTranslations('Terms');
  const fallback = (
    <HealthShell title={terms('health')}>
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </HealthShell>
  );
  return (
    <Suspense fallback={fallback}>
      <RegisterHealth orgId={orgId} rnm={rnm} />
    </Suspense>
  );
}
