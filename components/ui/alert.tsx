import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

const tones = {
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  danger:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
} as const;

export type AlertTone = keyof typeof tones;

/**
 * A boxed message. Danger alerts get role="alert" so a failure that appears after an action is
 * announced; pass `role` to override (e.g. role="status" for a quiet update).
 */
export function Alert({
  tone = 'info',
  title,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { tone?: AlertTone; title?: ReactNode }) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : undefined}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
    </div>
  );
}
