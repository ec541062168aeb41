'use client';

import { useLocale } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * One typed date with its label and an inline error that screen readers hear when it appears.
 * `readOnly` (the picker's stand-in while its code loads) shows the date, out of the tab order.
 */
export function DateField({
  id,
  label,
  value,
  error,
  hintId,
  readOnly,
  onChange,
  onCommit,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  hintId: string;
  readOnly?: boolean;
  onChange?: (text: string) => void;
  onCommit?: (all: boolean) => void;
}) {
  const locale = useLocale();
  const errorId = `${id}-error`;
  return (
    <div className="flex w-32 flex-col gap-1 sm:w-40">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={locale === 'ru' ? 'дд.мм.гггг' : 'yyyy-mm-dd'}
        readOnly={readOnly}
        tabIndex={readOnly ? -1 : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${errorId} ${hintId}`}
        onChange={(e) => onChange?.(e.currentTarget.value)}
        onBlur={() => onCommit?.(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onCommit?.(true);
          }
        }}
      />
      <p id={errorId} aria-live="polite" className="text-xs text-red-700 dark:text-red-300">
        {error}
      </p>
    </div>
  );
}
