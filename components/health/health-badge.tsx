import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { HealthStatus, ReasonCode, Severity } from '@/lib/health/types';

const TONES: Record<HealthStatus, BadgeTone> = {
  critical: 'danger',
  warning: 'warning',
  ok: 'success',
};

/** A register's health in a word (the colour only repeats what the text says). */
export function HealthBadge({ status }: { status: HealthStatus }) {
  const t = useTranslations('Health');
  return (
    <Badge
      tone={TONES[status]}
      data-health={status}
      title={t('badge', { status: t(`status.${status}`) })}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * Where a health badge will stand: the badge once the status is known, until then an invisible
 * badge of the same height. The status comes from a second query seconds after the list; a badge
 * that appeared from nothing pushed every card below it down as people read (docs/health.md).
 */
export function HealthBadgeSlot({ status }: { status: HealthStatus | undefined }) {
  if (status) return <HealthBadge status={status} />;
  return (
    <Badge aria-hidden="true" className="invisible" data-health-slot="">
      {'\u00a0'}
    </Badge>
  );
}

/** One reason's short name, toned by its severity. */
export function ReasonBadge({ code, severity }: { code: ReasonCode; severity: Severity }) {
  const t = useTranslations('Health');
  return (
    <Badge tone={TONES[severity]} data-reason={code}>
      {t(`reason.${code}`)}
    </Badge>
  );
}
