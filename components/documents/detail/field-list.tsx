import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

export type Field = { label: ReactNode; value: ReactNode; testId?: string };

/**
 * Label–value pairs of a document. Fields without a value are left out rather than shown empty:
 * an absent fiscal field means "not stated", which a blank cell would blur.
 */
export function FieldList({ fields, className }: { fields: Field[]; className?: string }) {
  const shown = fields.filter((f) => f.value !== undefined && f.value !== null && f.value !== '');
  return (
    <dl
      className={cn(
        'grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[minmax(9rem,max-content)_1fr] sm:gap-y-2',
        className,
      )}
    >
      {shown.map((field, index) => (
        <div key={index} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{field.label}</dt>
          <dd className="mb-2 break-words sm:mb-0" data-testid={field.testId}>
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
