import { queryOptions } from '@tanstack/react-query';
import { fetchOverview, type OverviewProgress } from '@/lib/overview/fetch-overview';
import type { OverviewScope } from '@/lib/overview/contract';
import { queryKeys } from './keys';

// The overview's queryOptions. The fetch streams progress (the documents path can take a while);
// `onProgress` is not part of the key.

export type OverviewKeyInput = OverviewScope & {
  from: string;
  to: string;
  compare: 'previous' | 'year';
};

export const overviewQuery = (
  input: OverviewKeyInput,
  onProgress: (progress: OverviewProgress) => void = () => {},
) =>
  queryOptions({
    queryKey: queryKeys.overview(input),
    queryFn: ({ signal }) =>
      fetchOverview(
        Object.fromEntries(
          Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string'),
        ),
        signal,
        onProgress,
      ),
    // Figures of past days change only when registers transmit late: a minute is fresh enough.
    staleTime: 60_000,
  });
