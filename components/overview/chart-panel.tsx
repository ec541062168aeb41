'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';

/** A chart with its table view: the same numbers for screen readers, keyboards and copying. */
export function ChartPanel({
  id,
  title,
  chart,
  table,
}: {
  id: string;
  title: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const t = useTranslations('Overview.view');
  const [mode, setMode] = useState<'chart' | 'table'>('chart');
  return (
    <Card data-testid={`panel-${id}`}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <div role="group" aria-label={`${t('label')}: ${title}`} className="flex gap-1">
          {(['chart', 'table'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={cn(
                'rounded-md border border-slate-300 px-2.5 py-1 text-sm dark:border-slate-700',
                'aria-pressed:bg-brand-600 aria-pressed:text-white',
                focusRing,
              )}
            >
              {t(m)}
            </button>
          ))}
        </div>
      </CardHeader>
      <div className="p-5 pt-3">{mode === 'chart' ? chart : table}</div>
    </Card>
  );
}
