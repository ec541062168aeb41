import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';
import { focusRing } from './focus-ring';

/** A native checkbox tinted with the brand colour; pair it with a <Label>. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded accent-brand-600 disabled:cursor-not-allowed dark:accent-brand-500',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
