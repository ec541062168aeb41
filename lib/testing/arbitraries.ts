import fc from 'fast-check';

// Dates for property tests, written by the platform's own ISO formatter (not by the code under
// test). Bounds are UTC wall-clock texts, both included.

const instants = (from: string, to: string) =>
  fc.date({ min: new Date(`${from}Z`), max: new Date(`${to}Z`), noInvalidDate: true });

/** Calendar days `YYYY-MM-DD`, from one day to another. */
export const calendarDays = (from: string, to: string) =>
  instants(`${from}T00:00:00`, `${to}T00:00:00`).map((d) => d.toISOString().slice(0, 10));

/** Local date-times `YYYY-MM-DDTHH:mm:ss`, from one to another. */
export const localDateTimes = (from: string, to: string) =>
  instants(from, to).map((d) => d.toISOString().slice(0, 19));

/** Periods with from ≤ to, both ends drawn from the same values. */
export const periods = (ends: fc.Arbitrary<string>) =>
  fc.tuple(ends, ends).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
