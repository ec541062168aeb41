import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';

export type Crumb = { label: string; href?: string };

/** Where the page sits: organizations › organization › register. The last crumb is the page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('Registers');
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 dark:text-slate-400">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`} className="flex items-center gap-2">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {item.href ? (
              <Link
                href={item.href}
                className={cn(
                  'rounded-sm text-brand-700 hover:underline dark:text-brand-100',
                  focusRing,
                )}
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
