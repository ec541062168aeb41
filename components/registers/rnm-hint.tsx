import { useTranslations } from 'next-intl';
import { checkRnm } from '@/lib/ofd/rnm-check';

/**
 * A quiet hint under an RNM whose check code does not match its owner's INN and serial number
 * (docs/fiscal-rules.md). Almost always a typo in someone's records; the number is still used.
 */
export function RnmHint({
  rnm,
  inn,
  serialNumber,
}: {
  rnm: string;
  inn: string | undefined;
  serialNumber: string | undefined;
}) {
  const t = useTranslations('Register.rnmCheck');
  if (checkRnm(rnm, inn, serialNumber) !== 'invalid') return null;
  return (
    <p data-testid="rnm-hint" className="mt-1 text-sm text-amber-800 dark:text-amber-200">
      {t('invalid')}
    </p>
  );
}
