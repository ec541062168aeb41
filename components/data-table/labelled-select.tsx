'use client';

import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** A <select> with its visible label tied to it (so it is found by its name), in one wrapper. */
export function LabelledSelect({
  label,
  value,
  onChange,
  children,
  className,
  labelClassName,
  selectClassName,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The <option>s. */
  children: ReactNode;
  /** Of the wrapper; `contents` lets label and select sit in the parent's own layout. */
  className?: string;
  labelClassName?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={selectClassName}
      >
        {children}
      </Select>
    </div>
  );
}
