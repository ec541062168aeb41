import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';
import { fieldClasses } from './input';

/** A styled native select: the platform's own keyboard and screen-reader behaviour for free. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'w-auto pr-8', className)} {...props} />;
}
