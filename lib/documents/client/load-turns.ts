// Turns for the browser's period loads: at most `max` stream at once (tabs of many periods, quick
// drive switches), the others wait in the order they asked, shown as loading, and start as turns
// free up. The server caps loads per person too (server/load-slots.ts, with a 429 after a wait);
// this keeps one browser from asking for more, so its waiting loads never see that refusal.

export type LoadTurns = {
  /** Resolves with the function that gives the turn back; rejects when `signal` aborts first. */
  take(signal: AbortSignal): Promise<() => void>;
};

export function createLoadTurns(max: number): LoadTurns {
  let running = 0;
  const waiting: (() => void)[] = [];

  function grant(): () => void {
    running += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      running -= 1;
      waiting.shift()?.();
    };
  }

  return {
    take(signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (running < max) return Promise.resolve(grant());
      return new Promise((resolve, reject) => {
        const start = () => {
          signal.removeEventListener('abort', leave);
          resolve(grant());
        };
        // A load released while it waits (the page left its period) leaves the queue unstarted.
        function leave() {
          const at = waiting.indexOf(start);
          if (at !== -1) waiting.splice(at, 1);
          reject(signal.reason);
        }
        signal.addEventListener('abort', leave, { once: true });
        waiting.push(start);
      });
    },
  };
}
