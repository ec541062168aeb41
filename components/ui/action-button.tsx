import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

/**
 * A plain form of one button that posts `fields` as hidden inputs to a server action: a rule's
 * test-send and delete, a person's enable and disable. It works before any script has loaded.
 */
export function ActionButton({
  action,
  fields,
  variant = 'secondary',
  children,
}: {
  action: ComponentProps<'form'>['action'];
  fields: Record<string, string>;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <form action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </form>
  );
}
