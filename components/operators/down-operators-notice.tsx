import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import type { DownOperator } from '@/lib/ofd/down-operators';

/**
 * One line per operator whose connection is down just now, on the pages that sweep every register:
 * its registers are missing from them, and they say so rather than leaving them out silently.
 */
export function DownOperatorsNotice({ down }: { down: readonly DownOperator[] | undefined }) {
  const terms = useTranslations('Terms');
  if (!down?.length) return null;
  return (
    <Alert tone="warning" data-testid="operators-down">
      {down.map(({ operator, reason }) => (
        <p key={operator} data-testid="operator-down" className="break-words">
          {reason === 'credentials-rejected'
            ? terms('operatorRejectsRegisters', { operator })
            : terms('operatorDownRegisters', { operator })}
        </p>
      ))}
    </Alert>
  );
}
