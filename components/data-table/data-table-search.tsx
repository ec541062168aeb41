'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

/** Typing settles for this long before the query reaches the URL (and a server, in manual mode). */
const settleMs = 350;

/**
 * The global search box. It keeps what is typed locally and commits it once typing pauses (or on
 * Enter), so a word becomes one history entry and one fetch, not one per keystroke. When the query
 * changes from outside (back button, reset), the box follows.
 */
export function DataTableSearch({
  value,
  tableLabel,
  onCommit,
  placeholder,
}: {
  value: string;
  tableLabel: string;
  onCommit: (query: string) => void;
  placeholder?: string;
}) {
  const t = useTranslations('DataTable');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (committed !== value) {
    // Adjusting state to a new prop during render, as React recommends over an effect.
    setCommitted(value);
    setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (query: string) => {
    clearTimeout(timer.current);
    if (query !== value) onCommit(query);
  };

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('searchLabel', { table: tableLabel })}
      </label>
      <Input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? t('searchPlaceholder')}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setDraft(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), settleMs);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
        className="h-8 w-full sm:w-64"
      />
    </>
  );
}
