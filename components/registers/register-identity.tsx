import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatLocalDateTime } from '@/lib/ofd/format';
import type { RegisterView, OrganizationView } from '@/lib/ofd/views';
import { RnmHint } from './rnm-hint';
import { SectionCard } from './section-card';
import { nameAndInn } from '@/components/organizations/name-and-inn';

/** Who and what the register is: the numbers support staff quote, and where it stands now. */
export function RegisterIdentity({
  register,
  organization,
}: {
  register: RegisterView;
  organization: OrganizationView;
}) {
  const t = useTranslations('Register');
  const terms = useTranslations('Terms');
  const locale = useLocale();
  const rows: [string, ReactNode, string?][] = [
    [
      t('identity.rnm'),
      <span key="rnm">
        <Mono>{register.regNumber}</Mono>
        <RnmHint
          rnm={register.regNumber}
          inn={organization.inn}
          serialNumber={register.serialNumber}
        />
      </span>,
      'rnm',
    ],
    [terms('serial'), <Mono key="serial">{register.serialNumber}</Mono>, 'serial'],
    [terms('model'), register.modelName],
    [terms('salesPoint'), register.salesPointName],
    [terms('currentAddress'), register.address, 'address'],
    // An operator that lists no KPP (OFD.ru) shows a dash, as every unknown field does.
    [terms('kpp'), register.kpp ? <Mono key="kpp">{register.kpp}</Mono> : null, 'kpp'],
    [
      terms('organization'),
      nameAndInn(organization.shortName, organization.inn, (inn) => terms('innOf', { inn })),
      'organization',
    ],
    [
      terms('lastDocument'),
      register.lastDocumentTimestamp
        ? formatLocalDateTime(register.lastDocumentTimestamp, locale, false)
        : t('identity.noLastDocument'),
    ],
  ];
  return (
    <SectionCard id="identity" title={t('identity.title')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value, testId]) => (
          <div key={term} className="min-w-0">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="break-words" data-testid={testId ? `identity-${testId}` : undefined}>
              {value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function Mono({ children }: { children: ReactNode }) {
  return <span className="font-mono">{children}</span>;
}
