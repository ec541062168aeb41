import { z } from 'zod';

// How the adapters read another operator's fields, the same for every kind: tolerant on texts
// (absent or null is empty, a number is its digits, padding trimmed), strict where the walk needs
// a value. Each operator's own shapes stay in its own schema (taxcom/, ofdru/).

/** A text that may be absent, null or a number: trimmed, '' when absent. */
export const text = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((value) => (value === undefined || value === null ? '' : String(value).trim()));

/** A text or number the walk cannot do without: trimmed, never blank. */
export const required = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1));
