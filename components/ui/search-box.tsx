import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { Input } from './input';

// The two sizes of a search form: the lookup page's own box, and the overview's field for the
// receipt search beside its figures (docs/receipt-search.md).
const LOOKS = {
  page: {
    form: 'flex flex-col gap-2',
    label: 'font-medium',
    row: 'flex flex-col gap-2 sm:flex-row',
    input: 'h-10 w-full sm:max-w-xl',
    button: 'h-10',
    hint: 'text-sm text-slate-600 dark:text-slate-400',
  },
  inline: {
    form: 'flex flex-col gap-1.5',
    label: 'text-sm font-medium',
    row: 'flex gap-2',
    input: 'sm:w-72',
    button: undefined,
    hint: 'max-w-md text-xs text-slate-600 dark:text-slate-400',
  },
} as const;

/**
 * A labelled search box that submits its text as `q`, with a hint below. Without JavaScript the
 * form still submits by GET to `action`, with the hidden inputs in `children`.
 */
export function SearchBox({
  look,
  action,
  onSubmit,
  value,
  onChange,
  label,
  placeholder,
  submit,
  hint,
  spellCheck,
  children,
}: {
  look: keyof typeof LOOKS;
  action: string;
  onSubmit: (event: FormEvent) => void;
  value: string;
  onChange: (value: string) => void;
  label: ReactNode;
  placeholder: string;
  submit: ReactNode;
  hint: ReactNode;
  spellCheck?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const classes = LOOKS[look];
  return (
    <form role="search" action={action} onSubmit={onSubmit} className={classes.form}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.row}>
        <Input
          id={id}
          name="q"
          type="search"
          value={value}
          autoComplete="off"
          spellCheck={spellCheck}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.currentTarget.value)}
          className={classes.input}
        />
        {children}
        <Button type="submit" className={classes.button}>
          {submit}
        </Button>
      </div>
      <p id={`${id}-hint`} className={classes.hint}>
        {hint}
      </p>
    </form>
  );
}
