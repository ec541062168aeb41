import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { RnmTypo } from '@/lib/lookup/rnm-typo';
import { registerHref } from '@/lib/urls/urls';
import { Alert } from '@/components/ui/alert';

/** A whole RNM that no register has: does it check out, and which registers are one slip away. */
export function RnmTypoNotice({ typo }: { typo: RnmTypo }) {
  const t = useTranslations('Lookup.rnmTypo');
  return (
    <Alert tone="warning" data-testid="rnm-typo">
      <p>{t(typo.typedChecksOut === false ? 'fails' : 'unknown', { rnm: typo.typed })}</p>
      {typo.suggestions.length > 0 ? (
        <p className="mt-1">
          {t('didYouMean')}{' '}
          {typo.suggestions.map((s, index) => (
            <span key={`${s.organizationId}/${s.regNumber}`}>
              {index > 0 ? ', ' : null}
              <Link
                href={registerHref(s.organizationId, s.regNumber)}
                className="font-mono underline"
              >
                {s.regNumber}
              </Link>{' '}
              ({s.organizationName})
            </span>
          ))}
        </p>
      ) : null}
    </Alert>
  );
}
