import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { HealthBadgeSlot } from '@/components/health/health-badge';
import { RnmHint } from '@/components/registers/rnm-hint';
import { OperatorOf } from '@/components/operators/operator-of';
import { nameAndInn } from '@/components/organizations/name-and-inn';
import { Badge } from '@/components/ui/badge';
import type { HealthStatus } from '@/lib/health/types';
import { focusRing } from '@/components/ui/focus-ring';
import type { LookupResult } from '@/lib/lookup/search';
import { registerHref } from '@/lib/urls/urls';
import { cn } from '@/lib/ui/cn';
import { Highlight } from './highlight';

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const IDENTIFIERS = new Set(['rnm', 'serial', 'drive', 'inn']);

/** One register found: whose it is, which it is, and every field that matched, marked. */
export function LookupResultCard({
  result,
  health,
  operators = false,
}: {
  result: LookupResult;
  /** Results come from several connections: the card names its operator. */
  operators?: boolean;
  /** The register's health, once the board's query has it. */
  health?: HealthStatus;
}) {
  const t = useTranslations('Lookup');
  const terms = useTranslations('Terms');
  const { organization, register } = result;
  return (
    <article
      data-testid="lookup-result"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="lookup-organization">
        {nameAndInn(organization.shortName, organization.inn, (inn) => terms('innOf', { inn }))}
        {operators ? (
          <>
            {' · '}
            <OperatorOf operator={organization.operator} testId="lookup-operator" />
          </>
        ) : null}
      </p>
      <h2 className="mt-1 text-base font-semibold">
        <Link
          href={registerHref(organization.id, register.regNumber)}
          className={cn(
            'rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-100',
            focusRing,
          )}
        >
          {register.name || register.regNumber}
          {/* OFD.ru names a register by its sales point: the name is said once. */}
          {register.salesPointName && register.salesPointName !== register.name
            ? ` — ${register.salesPointName}`
            : ''}
        </Link>
      </h2>
      {/* The RNM line holds the number alone (it is read as such); the status sits beside it. */}
      <div className="mt-0.5 flex flex-wrap items-center gap-2 text-sm">
        <p>
          {terms('rnm')} <span className="font-mono">{register.regNumber}</span>
        </p>
        <HealthBadgeSlot status={health} />
      </div>
      <RnmHint
        rnm={register.regNumber}
        inn={organization.inn}
        serialNumber={register.serialNumber}
      />
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        {result.matches.map((m) => (
          <div
            key={`${m.field}-${m.value}`}
            data-testid="lookup-match"
            data-field={m.field}
            data-current={m.current}
            className="flex flex-wrap items-baseline gap-x-2 gap-y-1"
          >
            <dt className="text-slate-600 dark:text-slate-400">{terms(m.field)}</dt>
            <dd className={cn('min-w-0 break-words', IDENTIFIERS.has(m.field) && 'font-mono')}>
              <Highlight value={m.value} ranges={m.ranges} />
            </dd>
            {m.current ? null : (
              <dd>
                <Badge tone="neutral">
                  {t(`past.${m.field === 'drive' ? 'drive' : 'address'}`)}
                </Badge>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </article>
  );
}
