// How long a fiscal drive's keys last (shared by the demo generator and the health model). A drive signs documents with keys valid for 13, 15 or 36
// months from its registration, depending on its model; the model is encoded in the first ten
// digits of the drive number (docs/health.md, "Drive key terms"). An unknown model gives no term,
// and then no expiry warning rather than a guessed one.

const TERMS: [prefix: string, months: number][] = [
  ['8710000', 13],
  ['9251440300', 15],
  ['9252440300', 36],
  ['9280440300', 15],
  ['9282440300', 36],
  ['9960440300', 15],
  ['9961440300', 36],
  ['7380440700', 15],
  ['7281440500', 36],
];

export function keyTermMonths(driveNumber: string): number | undefined {
  const number = driveNumber.trim();
  return TERMS.find(([prefix]) => number.startsWith(prefix))?.[1];
}

/** The last moment the keys are valid: registration plus the term in calendar months. */
export function keyValidUntil(registeredAt: string, months: number): string {
  return addCalendarMonths(registeredAt, months);
}

/**
 * A local date-time moved by whole calendar months (negative: back). A day that does not exist
 * in the target month (31 → 30) falls back to that month's last day.
 */
export function addCalendarMonths(local: string, months: number): string {
  const [y, m, d] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}${local.slice(10)}`;
}
