'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { registersQuery, organizationsQuery } from '@/lib/query/options';
import type { OverviewScopeValue } from './use-overview-url';

// The scope as one select value: '' everything, 'org|<id>', 'point|<org>|<name>', 'rnm|<org>|<rnm>'.
const SEP = '|';
const encode = (s: OverviewScopeValue) =>
  s.rnm
    ? ['rnm', s.org, s.rnm].join(SEP)
    : s.point
      ? ['point', s.org, s.point].join(SEP)
      : s.org
        ? ['org', s.org].join(SEP)
        : '';

function decode(value: string): OverviewScopeValue {
  const [kind, org, rest] = value.split(SEP);
  if (kind === 'rnm') return { org, rnm: rest };
  if (kind === 'point') return { org, point: value.split(SEP).slice(2).join(SEP) };
  if (kind === 'org') return { org };
  return {};
}

/** Narrows the overview to an organization, a sales point or a register. */
export function ScopeSelect({
  value,
  onChange,
  fixedOrg,
}: {
  value: OverviewScopeValue;
  onChange: (scope: OverviewScopeValue) => void;
  fixedOrg?: string;
}) {
  const t = useTranslations('Overview.scope');
  const terms = useTranslations('Terms');
  const id = useId();
  const organizations = useQuery(organizationsQuery());
  const shown = (organizations.data ?? []).filter((o) => !fixedOrg || o.id === fixedOrg);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{t('label')}</Label>
      <Select
        id={id}
        className="w-full max-w-full sm:max-w-md"
        value={encode(value)}
        onChange={(event) => onChange(decode(event.target.value))}
      >
        {!fixedOrg && <option value="">{terms('allOrganizations')}</option>}
        {shown.map((org) => (
          <OrganizationOptions key={org.id} org={org} />
        ))}
      </Select>
    </div>
  );
}

// One query per organization in its own component (not useQueries): the same requests and cache,
// without useQueries' observer code in the page's first load.
function OrganizationOptions({ org }: { org: { id: string; shortName: string } }) {
  const t = useTranslations('Overview.scope');
  const list = useQuery(registersQuery(org.id)).data ?? [];
  const points = [...new Set(list.map((c) => c.salesPointName).filter(Boolean))].sort();
  return (
    <optgroup label={org.shortName}>
      <option value={encode({ org: org.id })}>{t('organization', { name: org.shortName })}</option>
      {points.map((point) => (
        <option key={point} value={encode({ org: org.id, point })}>
          {t('point', { name: point })}
        </option>
      ))}
      {list.map((c) => (
        <option key={c.regNumber} value={encode({ org: org.id, rnm: c.regNumber })}>
          {t('register', { name: c.name || c.regNumber, rnm: c.regNumber })}
        </option>
      ))}
    </optgroup>
  );
}

/** The chosen scope in words, as its option says it (the phone's folded controls show it). */
export function useScopeName(value: OverviewScopeValue): string {
  const t = useTranslations('Overview.scope');
  const terms = useTranslations('Terms');
  const organizations = useQuery(organizationsQuery());
  const registers = useQuery({ ...registersQuery(value.org ?? ''), enabled: !!value.rnm });
  if (!value.org) return terms('allOrganizations');
  if (value.point) return t('point', { name: value.point });
  if (value.rnm) {
    const register = registers.data?.find((c) => c.regNumber === value.rnm);
    return t('register', { name: register?.name || value.rnm, rnm: value.rnm });
  }
  const org = organizations.data?.find((o) => o.id === value.org);
  return t('organization', { name: org?.shortName ?? '…' });
}
