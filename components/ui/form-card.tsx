import type { ComponentProps, ReactNode } from 'react';

/** A form in a bordered card, two columns from `sm`, titled by its heading (new rule, new person). */
export function FormCard({
  action,
  titleId,
  title,
  children,
}: {
  action: ComponentProps<'form'>['action'];
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      action={action}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-800"
    >
      <h2 id={titleId} className="text-lg font-semibold sm:col-span-2">
        {title}
      </h2>
      {children}
    </form>
  );
}
