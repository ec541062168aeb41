'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { SearchBox } from '@/components/ui/search-box';
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
    <SearchBox
      look="page"
      action={lookupHref}
      onSubmit={submit}
      value={draft}
      onChange={setDraft}
      label={t('label')}
      placeholder={t('placeholder')}
      submit={t('submit')}
      hint={t('hint')}
      spellCheck={false}
    />
  );
}
