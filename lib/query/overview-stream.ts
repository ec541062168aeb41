import type { StreamProgress } from '@/lib/api/progress-protocol';
import type { OverviewAnswer } from '@/lib/overview/contract';
import { overviewApiUrl } from '@/lib/urls/urls';
import { streamFromApi } from './ndjson';

// The browser's read of /api/overview/stream: registers done of registers total while the server
// computes, then the answer (lib/api/progress-protocol.ts).

export type OverviewProgress = StreamProgress;

const isOverview = (result: unknown): result is OverviewAnswer =>
  typeof result === 'object' && result !== null;

export function fetchOverview(
  query: Record<string, string>,
  signal: AbortSignal,
  onProgress: (progress: OverviewProgress) => void,
): Promise<OverviewAnswer> {
  return streamFromApi(overviewApiUrl('/stream', query), signal, isOverview, onProgress);
}
