import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressTimeline } from '@/components/registers/address-timeline';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { DriveTimeline } from '@/components/registers/drive-timeline';
import { PermissionWindowCard } from '@/components/registers/permission-window-card';
import { RegisterIdentity } from '@/components/registers/register-identity';
import { ProblemView } from '@/components/errors/problem-view';
import { RegisterHealthSection } from '@/components/health/register-health-section.server';
import { browseRange } from '@/lib/registers/browse-range';
import {
  documentsHref,
  driveDocumentsHref,
  organizationHref,
  organizationsHref,
} from '@/lib/urls/urls';
import { loadRegister } from '@/lib/registers/page-data.server';
import { permissionState } from '@/lib/registers/permission-status';
import { addressTimeline, driveTimeline } from '@/lib/registers/timelines';
import { today } from '@/lib/dates/today';

type Props = { params: Promise<{ orgId: string; kktRegId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orgId, kktRegId } = await params;
  const t = await getTranslations('Register');
  const loaded = await loadRegister(orgId, kktRegId);
  if (!loaded.ok) return { title: t('title') };
  const { cashbox } = loaded.data;
  return { title: `${cashbox.name || t('title')} · ${cashbox.regNumber}` };
}

export default async function RegisterPage({ params }: Props) {
  const { orgId, kktRegId } = await params;
  const t = await getTranslations('Register');
  const tList = await getTranslations('Organizations');
  const loaded = await loadRegister(orgId, kktRegId);
  if (!loaded.ok) {
    return (
      <div>
        <Breadcrumbs
          items={[{ label: tList('title'), href: organizationsHref }, { label: t('title') }]}
        />
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <ProblemView problem={loaded.problem} />
      </div>
    );
  }
  const { organization, cashbox } = loaded.data;
  const day = today();
  const drives = driveTimeline(cashbox);
  const state = permissionState(cashbox, day);
  const range = browseRange(cashbox, drives, day);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Breadcrumbs
          items={[
            { label: tList('title'), href: organizationsHref },
            {
              label: organization.shortName || organization.fullName,
              href: organizationHref(orgId),
            },
            { label: cashbox.name || cashbox.regNumber },
          ]}
        />
        <h1 className="text-2xl font-semibold">{cashbox.name || cashbox.regNumber}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('subtitle', { salesPoint: cashbox.salesPointName, rnm: cashbox.regNumber })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <RegisterIdentity cashbox={cashbox} organization={organization} />
        <PermissionWindowCard
          window={cashbox}
          state={state}
          range={range}
          href={range ? documentsHref(orgId, cashbox.regNumber, range) : null}
        />
      </div>
      <RegisterHealthSection orgId={orgId} rnm={cashbox.regNumber} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AddressTimeline periods={addressTimeline(cashbox)} />
        <DriveTimeline
          periods={drives}
          // Nothing of any drive can be read before the window starts.
          documentsHref={
            range ? (drive) => driveDocumentsHref(orgId, cashbox.regNumber, drive) : undefined
          }
        />
      </div>
    </div>
  );
}
