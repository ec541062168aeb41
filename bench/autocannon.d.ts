// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Stats = { average: number; mean: number; p50: number; p99: number; total: number };
  export type Result = {
    requests: Stats;
    throughput: Stats;
    latency: Stats;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Cycled through by each connection. */
    requests?: { method?: string; path: string }[];
  }): Promise<Result>;
}
