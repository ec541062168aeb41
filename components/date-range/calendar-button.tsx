'use client';

import { useTranslations } from 'next-intl';
import { Button, type ButtonProps } from '@/components/ui/button';
import { StrokeIcon } from '@/components/ui/stroke-icon';

/** The button that opens the calendar (the picker's popover trigger, or inert in its stand-in). */
export function CalendarButton(props: Omit<ButtonProps, 'variant' | 'className' | 'children'>) {
  const t = useTranslations('DateRange');
  return (
    <Button {...props} variant="secondary" className="mt-6 max-sm:px-2.5">
      <StrokeIcon>
        <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
        <path d="M1.5 6.5h13M5 1v3M11 1v3" />
      </StrokeIcon>
      {/* Icon only on phones, so both dates and the button fit one line at 390 px. */}
      <span className="max-sm:sr-only">{t('openCalendar')}</span>
    </Button>
  );
}
