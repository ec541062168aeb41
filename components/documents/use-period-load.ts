'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { periodLoadOf, periodLoadQuery, type PeriodLoadInput } from '@/lib/documents/client';
import type { PeriodProgress } from '@/lib/documents/contract';

/** Loads a period into the server's cache once, with progress; cancel, retry. */
export function usePeriodLoad(input: PeriodLoadInput) {
  const queryClient = useQueryClient();
  const { orgId, rnm, period } = input;
  // The steps of the load this page started, kept with the period they belong to, so that
  // another period's steps are never shown for this one.
  const at = `${orgId}/${rnm}/${period.drive}/${period.from}/${period.to}`;
  const [seen, setSeen] = useState<{ at: string; progress: PeriodProgress } | null>(null);
  const options = periodLoadQuery(input, (progress) => setSeen({ at, progress }));
  const query = useQuery(options);
  return {
    load: periodLoadOf(query, seen?.at === at ? seen.progress : null),
    cancel: () => void queryClient.cancelQueries({ queryKey: options.queryKey }),
    retry: () => {
      setSeen(null);
      void query.refetch();
    },
  };
}
