import { kopecksToDecimal } from './money';

// Display helpers shared by server and client components.

/** Kopecks (integer) → "1 285,21 ₽" / "RUB 1,285.21" in the given locale. */
export function formatMoney(kopecks: number, locale: string): string {
  // A decimal string, not a float, so Intl never rounds a large amount (ES2023 string input).
  const exact = kopecksToDecimal(kopecks) as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB' }).format(exact);
}

/** An item's quantity: up to three decimals (weight goods, kilograms to the gram), "1,215" in ru. */
export function formatQuantity(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
}

/**
 * A quantity with its unit as a receipt prints it: "1,215 кг", "3 шт". The unit's words come from
 * lib/ofd/item-unit.ts; without a unit (older receipts) the number stands alone.
 */
export function formatItemQuantity(
  value: number,
  unit: string | undefined,
  locale: string,
): string {
  const figure = formatQuantity(value, locale);
  return unit ? `${figure} ${unit}` : figure;
}

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A fiscal document's dateTime is the shop's wall clock with no offset. It is formatted as a
 * string, never through Date, so no server or browser time zone can shift it.
 */
export function formatLocalDateTime(value: string, locale: string, withSeconds = true): string {
  const m = localDateTime.exec(value);
  if (!m) return value;
  const [, y, mo, d, h, mi, s] = m;
  const date = locale === 'ru' ? `${d}.${mo}.${y}` : `${y}-${mo}-${d}`;
  if (h === undefined) return date;
  return `${date} ${h}:${mi}${withSeconds ? `:${s ?? '00'}` : ''}`;
}

/** Only the date part of a local date-time, in the locale's order. */
export function formatLocalDate(value: string, locale: string): string {
  return formatLocalDateTime(value.slice(0, 10), locale);
}
