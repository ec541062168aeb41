'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLookupQueryState } from './use-lookup-query';
import { LOOKUP_PAUSE_MS } from '@/lib/lookup/query';
import { lookupHref } from '@/lib/urls/urls';

/**
 * One search box. Typing must pause (LOOKUP_PAUSE_MS) before it becomes the URL's `?q=`, which the
 * results search for: one search and one history entry per pause, and the results' query aborts
 * the search before it when `q` changes. Enter searches at once. Without JavaScript the form still
 * submits `?q=` by GET.
 */
export function LookupForm() {
  const t = useTranslations('Lookup');
  const id = useId();
  const [q, setQ] = useLookupQueryState();
  const [draft, setDraft] = useState(q);
  const [seen, setSeen] = useState(q);
  // What this box last sent to the URL: its echo must not overwrite what was typed since.
  const [sent, setSent] = useState(q);
  // Back/forward change the URL: show what it holds (adjusting state while rendering, per React).
  if (q !== seen) {
    setSeen(q);
    if (q !== sent) {
      setSent(q);
      setDraft(q);
    }
  }
  // The URL changes as soon as it is set, so the pause is kept here.
  // What the URL already holds (sent by Enter, or brought by back/forward) is not sent again: a
  // second push of the same query would be a history entry that Back only returns to.
  useEffect(() => {
    const next = draft.trim();
    if (next === sent) return;
    const timer = setTimeout(() => {
      setSent(next);
      void setQ(next || null);
    }, LOOKUP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, sent, setQ]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(draft.trim());
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
          onChange={(e) => setDraft(e.currentTarget.value)}
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
