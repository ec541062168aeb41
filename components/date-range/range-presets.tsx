'use client';

import { useTranslations } from 'next-intl';
import { focusRing } from '@/components/ui/focus-ring';
import type { DateRange } from '@/lib/dates/calendar';
import type { PresetId } from '@/lib/dates/preset-ids';
import type { Preset } from '@/lib/dates/presets';
import { cn } from '@/lib/ui/cn';

/** Quick ranges; those wholly outside the window are disabled and say why to screen readers. */
export function RangePresets({
  presets,
  current,
  onPick,
}: {
  presets: Preset[];
  current: PresetId | null;
  onPick: (range: DateRange) => void;
}) {
  const t = useTranslations('DateRange');
  return (
    <div
      role="group"
      aria-label={t('presets')}
      className="flex flex-wrap gap-1 sm:w-44 sm:flex-col"
    >
      {presets.map(({ id, range }) => (
        <button
          key={id}
          type="button"
          disabled={!range}
          aria-current={current === id ? 'true' : undefined}
          onClick={() => range && onPick(range)}
          className={cn(
            'rounded-md px-2.5 py-1.5 text-left text-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent dark:hover:bg-slate-800 dark:disabled:text-slate-600',
            'aria-[current=true]:bg-brand-50 aria-[current=true]:font-medium aria-[current=true]:text-brand-700 dark:aria-[current=true]:bg-brand-700/40 dark:aria-[current=true]:text-white',
            'max-sm:border max-sm:border-slate-200 max-sm:dark:border-slate-700',
            focusRing,
          )}
        >
          {t(`preset.${id}`)}
          {range ? null : <span className="sr-only">, {t('outsideWindow')}</span>}
        </button>
      ))}
    </div>
  );
}
