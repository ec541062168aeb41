import { queryOptions } from '@tanstack/react-query';
import { fetchOverview, type OverviewProgress } from './overview-stream';
import type { OverviewInsights } from '@/lib/overview/insights';
import { overviewApiUrl } from '@/lib/urls/urls';
import { apiGet } from './api-fetch';
import type { OverviewScope } from '@/lib/overview/contract';
import { queryKeys } from './keys';

// The overview's queryOptions. The fetch streams progress (the documents path can take a while);
// `onProgress` is not part of the key.

export type OverviewKeyInput = OverviewScope & {
  from: string;
  to: string;
  compare: 'previous' | 'year';
};

/** Only the parameters given, as text. */
export const overviewParams = (input: OverviewKeyInput) =>
  Object.fromEntries(
    Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

export const overviewQuery = (
  input: OverviewKeyInput,
  onProgress: (progress: OverviewProgress) => void = () => {},
) =>
  queryOptions({
    queryKey: queryKeys.overview(input),
    queryFn: ({ signal }) => fetchOverview(overviewParams(input), signal, onProgress),
    // Figures of past days change only when registers transmit late: a minute is fresh enough.
    staleTime: 60_000,
  });

/** Heatmap and top items: from the documents, so asked for separately (and later) than figures. */
export const overviewInsightsQuery = (input: OverviewKeyInput) =>
  queryOptions({
    queryKey: [...queryKeys.overview(input), 'insights'] as const,
    queryFn: ({ signal }) =>
      apiGet<OverviewInsights>(overviewApiUrl('/insights', overviewParams(input)), signal),
    staleTime: 60_000,
  });
