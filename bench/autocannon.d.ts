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
  };
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}
