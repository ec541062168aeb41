// Money leaves the system in kopecks (integers) and is shown in roubles. Every output writes it
// through one of these, with integer arithmetic only, so a negative change or a large month reads
// back to the same kopeck everywhere (docs/exports.md).

/** Kopecks → `-1285.21` (or `-1285,21` with a decimal comma): the sign once, two decimals. */
export function kopecksToDecimal(kopecks: number, decimal = '.'): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(kopecks);
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** Kopecks → roubles as a number, for a spreadsheet cell that a number format shows. */
export function kopecksToRoubles(kopecks: number): number {
  return kopecks / 100;
}
