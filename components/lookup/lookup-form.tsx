'use client';

import { useTranslations } from 'next-intl';
import { debounce } from 'nuqs';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLookupQueryState } from './use-lookup-query';
import { lookupHref } from '@/lib/urls/urls';

/**
 * One search box. Typing settles for a moment before it becomes the URL's `?q=` (one history entry
 * per pause); Enter searches at once. Without JavaScript the form still submits `?q=` by GET.
 */
export function LookupForm() {
  const t = useTranslations('Lookup');
  const id = useId();
  const [q, setQ] = useLookupQueryState();
  const [draft, setDraft] = useState(q);
  const [seen, setSeen] = useState(q);
  // Back/forward change the URL: show what it holds (adjusting state while rendering, per React).
  if (q !== seen) {
    setSeen(q);
    if (q !== draft.trim()) setDraft(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void setQ(draft.trim() || null);
  };
  return (
    <form role="search" action={lookupHref} onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          name="q"
          type="search"
          value={draft}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft(value);
            void setQ(value.trim() || null, { limitUrlUpdates: debounce(400) });
          }}
          className="h-10 w-full sm:max-w-xl"
        />
        <Button type="submit" className="h-10">
          {t('submit')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t('hint')}
      </p>
    </form>
  );
}
