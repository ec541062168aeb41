'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import type { PeriodOnDrive } from '@/lib/documents/contract';
import { organizationQuery, registerQuery } from '@/lib/query/options';
import {
  documentsHref,
  listBackHref,
  organizationHref,
  organizationsHref,
  registerHref,
} from '@/lib/urls/urls';

/**
 * Organizations › organization › register › documents › this document, as on every page. The
 * documents crumb returns to the list as it was (docs/keep-my-place.md), like the back link.
 */
export function DocumentCrumbs({
  orgId,
  rnm,
  period,
  back,
  label,
}: {
  orgId: string;
  rnm: string;
  period: Partial<PeriodOnDrive>;
  back: string;
  label: string;
}) {
  const t = useTranslations('Documents');
  const organizations = useTranslations('Organizations');
  const organization = useQuery(organizationQuery(orgId));
  const register = useQuery(registerQuery(orgId, rnm));
  return (
    <div className="print:hidden">
      <Breadcrumbs
        items={[
          { label: organizations('title'), href: organizationsHref },
          { label: organization.data?.shortName || orgId, href: organizationHref(orgId) },
          { label: register.data?.name || rnm, href: registerHref(orgId, rnm) },
          {
            label: t('title'),
            href: back ? listBackHref(orgId, rnm, back) : documentsHref(orgId, rnm, period),
          },
          { label },
        ]}
      />
    </div>
  );
}
