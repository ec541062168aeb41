// Retry policy of the operator client: which failures are worth another try and how long to wait.

/** Statuses that say "try again": request timeout, rate limit, and the transient 5xx. */
export function isRetryableStatus(status: number): boolean {
  // 500 is included although it is not always transient: the operator answers 500 on brief
  // back-end hiccups, and a GET is idempotent, so one more try costs little.
  return status === 408 || status === 429 || status === 500 || (status >= 502 && status <= 504);
}

/**
 * `Retry-After` as seconds (RFC 9110 §10.2.3): either delay-seconds or an HTTP date. Returns
 * undefined when absent or unreadable, 0 for a date in the past.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text);
  // An HTTP date always names its weekday and month; bare numbers are not dates here.
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** "Full jitter" (AWS architecture blog): a uniform delay in [0, min(cap, base·2^(n−1))). */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number = Math.random,
): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** (attempt - 1)));
}

/** The wait before another try; it ends early, without an error, when the call is given up. */
export function waitBeforeTrying(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
