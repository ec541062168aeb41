// The dashboard API's one NDJSON progress protocol (docs/conventions.md, progress streams), written
// by lib/api/progress-stream.server.ts and read by lib/query/ndjson.ts: `{"done","total"}` lines
// as steps finish (days loaded, registers searched), then one last line, `{"result": <answer>}` or
// `{"error": <problem>}`. A stream that ends without that last line was cut.

/** Steps finished of steps to do; what a step is (a day, a register) is the stream's own. */
export type StreamProgress = { done: number; total: number };

export type StreamLine<R> = StreamProgress | { result: R } | { error: Record<string, unknown> };
