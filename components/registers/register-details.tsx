import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AddressTimeline } from '@/components/registers/address-timeline';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProblemOperator } from '@/components/operators/problem-operator';
import { DriveTimeline } from '@/components/registers/drive-timeline';
import { PermissionWindowCard } from '@/components/registers/permission-window-card';
import { RegisterIdentity } from '@/components/registers/register-identity';
import { browseRange } from '@/lib/registers/browse-range';
import type { CalendarDate } from '@/lib/dates/calendar';
import type { RegisterView, OrganizationView } from '@/lib/ofd/views';
import {
  documentsHref,
  driveDocumentsHref,
  organizationHref,
  organizationsHref,
} from '@/lib/urls/urls';
import { permissionState } from '@/lib/registers/permission-status';
import { addressTimeline, driveTimeline } from '@/lib/registers/timelines';

/** The register page's frame when its data could not be read: the way back and the problem. */
export function RegisterProblemFrame({
  children,
  operator,
}: {
  children: ReactNode;
  /** With several operators: which one holds the register, so its failure is not everyone's. */
  operator?: { title: string | undefined };
}) {
  const t = useTranslations('Register');
  const tList = useTranslations('Organizations');
  return (
    <div>
      <Breadcrumbs
        items={[{ label: tList('title'), href: organizationsHref }, { label: t('title') }]}
      />
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <ProblemOperator operator={operator} />
      {children}
    </div>
  );
}

/**
 * One register: who it is, its permission window, its health, its addresses and drives. Rendered on
 * the server from the page's prefetched queries, so none of it is in the page's JavaScript.
 */
export function RegisterDetails({
  orgId,
  organization,
  register,
  today,
  health,
}: {
  orgId: string;
  organization: OrganizationView;
  register: RegisterView;
  today: CalendarDate;
  health: ReactNode;
}) {
  const t = useTranslations('Register');
  const tList = useTranslations('Organizations');
  const drives = driveTimeline(register);
  const state = permissionState(register, today);
  const range = browseRange(register, drives, today, register.lastDocumentTimestamp);
  const title = register.name || register.regNumber;
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
            { label: title },
          ]}
        />
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {/* A register named by its sales point (OFD.ru's are) does not say it twice. */}
          {register.salesPointName && register.salesPointName !== title
            ? t('subtitle', { salesPoint: register.salesPointName, rnm: register.regNumber })
            : t('subtitleRnm', { rnm: register.regNumber })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <RegisterIdentity register={register} organization={organization} />
        <PermissionWindowCard
          window={register}
          state={state}
          range={range}
          href={range ? documentsHref(orgId, register.regNumber, range) : null}
        />
      </div>
      {health}
      <div className="grid gap-6 lg:grid-cols-2">
        <AddressTimeline periods={addressTimeline(register)} />
        <DriveTimeline
          periods={drives}
          // Nothing of any drive can be read before the window starts.
          documentsHref={
            range ? (drive) => driveDocumentsHref(orgId, register.regNumber, drive) : undefined
          }
        />
      </div>
    </div>
  );
}
