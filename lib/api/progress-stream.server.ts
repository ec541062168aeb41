import 'server-only';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import type { StreamLine, StreamProgress } from './progress-protocol';
import { problemFromError } from './problem.server';

// The one writer of the dashboard API's progress streams (lib/api/progress-protocol.ts). The work
// gets a signal that aborts when the client goes away (the request's, or the reader cancelling),
// so the work stops, and with it every upstream fetch nobody else waits for.

/** What a stream does: its work, told of each step, resolving with the answer. */
export type ProgressWork<R> = (
  signal: AbortSignal,
  onProgress: (progress: StreamProgress) => void,
) => Promise<R>;

/** The work as NDJSON lines; a failure is an `{"error"}` line made by `toProblem`. */
export function progressStream<R>(
  work: ProgressWork<R>,
  signal: AbortSignal,
  toProblem: (error: unknown) => Record<string, unknown>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cancelled = new AbortController();
  const both = AbortSignal.any([signal, cancelled.signal]);
  let last = '';
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: StreamLine<R>) => {
        const text = JSON.stringify(line);
        // A step reported twice (the same day from two drives' loads) says nothing new.
        if (text === last || both.aborted) return;
        last = text;
        controller.enqueue(encoder.encode(`${text}\n`));
      };
      try {
        const result = await work(both, ({ done, total }) => send({ done, total }));
        send({ result });
      } catch (error) {
        send({ error: toProblem(error) });
      }
      if (!both.aborted) controller.close();
    },
    cancel() {
      cancelled.abort(new DOMException('The client went away.', 'AbortError'));
    },
  });
}

/** A route's answer: the work's stream, its problems naming the request's path and correlation id. */
export function progressResponse<R>(request: Request, work: ProgressWork<R>): Response {
  const instance = new URL(request.url).pathname;
  const correlationId = currentCorrelationId() ?? '';
  const toProblem = (error: unknown) => problemFromError(error, { instance, correlationId });
  return new Response(progressStream(work, request.signal, toProblem), {
    headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
  });
}
