import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { PermissionStatus } from '@/lib/registers/permission-status';

const TONES: Record<PermissionStatus, BadgeTone> = {
  active: 'success',
  endingSoon: 'warning',
  ended: 'danger',
  notStarted: 'info',
};

/** The window's status in words (the colour only repeats what the text says). */
export function PermissionBadge({ status, days }: { status: PermissionStatus; days: number }) {
  const t = useTranslations('Registers.status');
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {t(status, { days })}
    </Badge>
  );
}
