import { useTranslations } from 'next-intl';

/**
 * "Operator: …" for a row of a page that covers several connections: its connection's title, or
 * the default connection's generic name when that one has no title of its own (OFD_TITLE).
 */
export function OperatorOf({ operator, testId }: { operator: string | undefined; testId: string }) {
  const terms = useTranslations('Terms');
  return (
    <span data-testid={testId}>
      {terms('operatorOf', { operator: operator ?? terms('defaultOperator') })}
    </span>
  );
}
