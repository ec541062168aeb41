import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterHealthSection } from '@/components/health/register-health-section.server';
import { OperatorAwayNotice } from '@/components/mirror/operator-away.server';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { RegisterDetails, RegisterProblemFrame } from '@/components/registers/register-details';
import { registerParamsSchema } from '@/lib/api/params.schema';
import { registerToday } from '@/lib/dates/today';
import { organizationQuery, registerQuery } from '@/lib/query/options';
import { loadRegister } from '@/lib/query/page-data.server';
import { pageParams } from '@/lib/query/page-params.server';
import { serverQueries } from '@/lib/query/queries.server';
import { operatorOfOrganization } from '@/lib/operator/api';

type Props = { params: Promise<{ orgId: string; kktRegId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orgId, kktRegId: rnm } = await pageParams(registerParamsSchema, params);
  const t = await getTranslations('Register');
  const loaded = await loadRegister(orgId, rnm);
  if (!loaded.ok) return { title: t('title') };
  const { register } = loaded.data;
  return { title: `${register.name || t('title')} · ${register.regNumber}` };
}

// Everything on this page is read once on the server and rendered there (no client part needs the
// data), so the boundary hands its prefetched queries to server components instead of hydrating.
export default async function RegisterPage({ params }: Props) {
  const { orgId, kktRegId: rnm } = await pageParams(registerParamsSchema, params);
  return (
    <PrefetchBoundary
      queries={[serverQueries.organization(orgId), serverQueries.register(orgId, rnm)]}
      frame={(problem) => (
        <RegisterProblemFrame operator={operatorOfOrganization(orgId)}>
          {problem}
        </RegisterProblemFrame>
      )}
    >
      {(cached) => {
        const register = cached(registerQuery(orgId, rnm));
        return (
          <>
            <OperatorAwayNotice orgId={orgId} rnm={rnm} />
            <RegisterDetails
              orgId={orgId}
              organization={cached(organizationQuery(orgId))}
              register={register}
              // The register's own day: its health card counts from it too (lib/dates/today.ts).
              today={registerToday(register.address)}
              health={<RegisterHealthSection orgId={orgId} rnm={register.regNumber} />}
            />
          </>
        );
      }}
    </PrefetchBoundary>
  );
}
