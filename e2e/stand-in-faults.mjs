// The faults a test asks of a stand-in operator (e2e/published-operator.mjs, taxcom-operator.mjs,
// ofdru-operator.mjs): each stand-in answers a fault in its own operator's words, but which request
// takes which fault is one rule for all of them, so a test fails any operator the same way.

/**
 * The faults still due: `add` one for the next `times` (default 1) requests whose path matches its
 * `path` (every path when it has none), `take` the first due for a request's path, `clear` them all.
 */
export function faultQueue() {
  const faults = [];
  return {
    add({ headers = {}, times = 1, ...fault }) {
      faults.push({ ...fault, headers, times });
    },
    take(path) {
      const index = faults.findIndex((f) => !f.path || f.path.test(path));
      if (index < 0) return undefined;
      const fault = faults[index];
      if (--fault.times <= 0) faults.splice(index, 1);
      return fault;
    },
    clear() {
      faults.length = 0;
    },
  };
}
