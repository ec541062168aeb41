import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { PageHeading } from './page-heading';
import { SkeletonStack } from './skeleton-stack';

/**
 * The frame of every loading.tsx: busy for assistive technology, the page's heading or its outline
 * on top, one status line read out (the namespace's `loading`), and the page's own skeleton below.
 * `heading` shows the namespace's `title` and `lead` as they will stand; `bars` outline a heading
 * that depends on the data (one skeleton bar a class, components/layout/skeleton-stack.tsx).
 */
export async function LoadingPage({
  namespace,
  heading,
  bars,
  barsClassName,
  children,
  className = 'gap-6',
}: {
  namespace: string;
  heading?: { leadClassName?: string };
  bars?: string[];
  barsClassName?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = await getTranslations(namespace);
  return (
    <div className={cn('flex flex-col', className)} aria-busy="true">
      {heading && (
        <PageHeading title={t('title')} lead={t('lead')} leadClassName={heading.leadClassName} />
      )}
      {bars && <SkeletonStack className={barsClassName} bars={bars} />}
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {children}
    </div>
  );
}
