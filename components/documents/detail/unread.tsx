import { useTranslations } from 'next-intl';

/** In place of a value the operator sent but the dashboard could not read: marked, not blank. */
export function Unread() {
  const t = useTranslations('DocumentDetail');
  return (
    <span data-testid="unread-field" className="text-amber-800 italic dark:text-amber-200">
      {t('unreadValue')}
    </span>
  );
}

/**
 * The optional fields of a document that could not be read, named: the rest of the document is
 * shown as usual (docs/real-operators.md).
 */
export function UnreadFields({ fields }: { fields: string[] }) {
  const t = useTranslations('DocumentDetail');
  if (fields.length === 0) return null;
  return (
    <p
      data-testid="unread-fields"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {t('unreadFields', { fields: fields.join(', '), count: fields.length })}
    </p>
  );
}
