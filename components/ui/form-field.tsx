import type { ReactNode } from 'react';
import { Label } from './label';
import { Select } from './select';

const hintClasses = 'text-xs text-slate-600 dark:text-slate-400';

/**
 * A labelled form control: the label above, the control, then an optional hint the control names
 * with `aria-describedby={`${id}-hint`}`. The alert rules' and the people forms' fields share it.
 */
export function FormField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select of fixed choices, in their order; the first is chosen unless `defaultValue`. */
export function SelectField({
  id,
  name,
  label,
  choices,
  defaultValue = choices[0]?.value,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultValue?: string;
  choices: readonly { value: string; label: ReactNode }[];
}) {
  return (
    <FormField id={id} label={label}>
      <Select id={id} name={name} defaultValue={defaultValue}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/**
 * A group of checkboxes of one name, with a legend and a hint. Every choice stays in sight, in
 * columns that wrap (one on a phone): a scroll box without a visible bar hid half the alert
 * reasons, and people never found them (docs/alerts.md, "Rules"). It spans the form's two columns.
 */
export function CheckboxChoices({
  name,
  legend,
  hint,
  items,
  checked = [],
}: {
  name: string;
  legend: ReactNode;
  hint: ReactNode;
  items: { value: string; label: ReactNode }[];
  checked?: readonly string[];
}) {
  return (
    <fieldset className="flex flex-col gap-1 sm:col-span-2" data-testid={`choices-${name}`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p className={hintClasses}>{hint}</p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-x-4">
        {items.map((item) => (
          <label key={item.value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={item.value}
              defaultChecked={checked.includes(item.value)}
            />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
