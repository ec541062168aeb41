import type { OverviewAnswer } from '@/lib/overview/contract';
import { overviewApiUrl } from '@/lib/urls/urls';
import { streamFromApi, type StreamReading } from './ndjson';

// The browser's read of /api/overview/stream: `{"done": <n>, "total": <n>}` while the server
// computes, then `{"result": <answer>}`.

export type OverviewProgress = { done: number; total: number };

const OVERVIEW: StreamReading<OverviewProgress, OverviewAnswer> = {
  progress: ({ done, total }) =>
    typeof done === 'number' && typeof total === 'number' ? { done, total } : undefined,
  outcome: ({ result }) =>
    typeof result === 'object' && result !== null ? (result as OverviewAnswer) : undefined,
};

export function fetchOverview(
  query: Record<string, string>,
  signal: AbortSignal,
  onProgress: (progress: OverviewProgress) => void,
): Promise<OverviewAnswer> {
  return streamFromApi(overviewApiUrl('/stream', query), signal, OVERVIEW, onProgress);
}
