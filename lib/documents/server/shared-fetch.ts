// One upstream fetch per key at a time, shared by every request that needs it (the progress
// stream and the list often ask for the same days at once). Each caller may give up on its own
// (its request was cancelled); the fetch itself is aborted only when no caller is left.

type Flight<T> = { promise: Promise<T>; controller: AbortController; waiters: number };

export type SharedFetch<T> = {
  run(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  inFlight(): number;
};

export function abortError(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export function createSharedFetch<T>(): SharedFetch<T> {
  const flights = new Map<string, Flight<T>>();

  return {
    run(key, start, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      let flight = flights.get(key);
      if (!flight) {
        const controller = new AbortController();
        const promise = start(controller.signal).finally(() => {
          if (flights.get(key) === flight) flights.delete(key);
        });
        // A fetch nobody waits for any more must not surface as an unhandled rejection.
        promise.catch(() => {});
        flight = { promise, controller, waiters: 0 };
        flights.set(key, flight);
      }
      const current = flight;
      current.waiters += 1;
      if (!signal) return current.promise.finally(() => (current.waiters -= 1));
      return new Promise<T>((resolve, reject) => {
        let settled = false;
        const leave = () => {
          if (settled) return;
          settled = true;
          current.waiters -= 1;
          signal.removeEventListener('abort', onAbort);
        };
        const onAbort = () => {
          leave();
          if (current.waiters === 0) {
            current.controller.abort(abortError(signal));
            if (flights.get(key) === current) flights.delete(key);
          }
          reject(abortError(signal));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        current.promise.then(
          (value) => {
            leave();
            resolve(value);
          },
          (error: unknown) => {
            leave();
            reject(error);
          },
        );
      });
    },
    inFlight: () => flights.size,
  };
}
