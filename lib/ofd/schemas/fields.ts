import { z } from 'zod';
import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { FD_NUMBER_MAX, isFdNumber, trimmed } from '../ids';

// Field-level building blocks shared by every body schema. Bodies are tolerant (docs/conventions.md): a
// known field is typed, an absent or null one is simply undefined, and padding is trimmed.

/** A JSON object (not an array, not null): the only shape a document, body or item can have. */
export type RawFields = Record<string, unknown>;

export function isPlainObject(value: unknown): value is RawFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Real operators send `null` for empty optional values; null and absent mean the same here. */
export function opt<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/** Money: integer kopecks, never negative (fiscal sums are unsigned). Strings are refused. */
export const money = z.int('money must be an integer number of kopecks').nonnegative();

/** A count or a number in a sequence (FD number, shift number, quantities of documents). */
export const count = z.int().nonnegative();

/** A fiscal document number, in the range every part of the product accepts (ids.ts). */
export const fdNumber = z
  .int()
  .refine(isFdNumber, `must be a fiscal document number 1..${FD_NUMBER_MAX}`);

/** Item quantity: may be fractional (weight goods). */
export const quantity = z.number().nonnegative();

/** Fiscal sign: up to 2^48−1, safe in a JS number; a few sources send it as a digit string. */
export const fiscalSign = z.union([
  z.int().nonnegative(),
  z
    .string()
    .regex(/^\s*\d{1,15}\s*$/)
    .transform((value) => Number(value.trim())),
]);

/** A trimmed text that must not be empty once trimmed (register and drive numbers). */
export const requiredText = trimmed.pipe(z.string().min(1, 'must not be empty'));

/** 0/1 flags of the fiscal format (also accepted as booleans) → boolean. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => v === 1 || v === true);

/** Formats whole epoch seconds as `YYYY-MM-DDThh:mm:ss` read in UTC (until the zone is known). */
function epochAsWallClock(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19);
}

/**
 * A document's local date-time (the shop's wall clock, no offset). The spec family sends
 * `YYYY-MM-DDThh:mm:ss`; some sources drop the seconds; the tax service's receipt JSON sends epoch
 * seconds of the UTC instant (docs/real-operators.md, "Times"). All three end as the spec's
 * string; an epoch is read in UTC here, and becomes the shop's wall clock only once the register's
 * zone is applied (lib/ofd/wall-clock.ts), which every reader that knows the register does.
 */
export const documentDateTime = z.union([
  z.string().refine(isLocalDateTime, 'must be a date-time YYYY-MM-DDThh:mm:ss'),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .transform((value) => `${value}:00`)
    .refine(isLocalDateTime, 'must be a real date-time'),
  z.int().nonnegative().transform(epochAsWallClock),
]);

/** The first value that is present: how two field families collapse into one view. */
export function first<T>(...values: (T | undefined)[]): T | undefined {
  return values.find((value) => value !== undefined);
}

/**
 * Parses an object with `schema` and builds its view with `view(parsed, raw, unread)`, where `raw`
 * is the original object with every field the schema does not know and every value as sent
 * (padding included), for the raw view. An optional field that cannot be read (an empty string
 * where a number is documented, a message without its text) never sinks the whole object: it is
 * left out and named in `unread`, so the view shows what it can and marks the rest. Only a
 * required field that cannot be read fails the object; issues keep their paths.
 */
export function withRaw<S extends z.ZodType<object>, V>(
  schema: S,
  what: string,
  view: (parsed: z.output<S>, raw: RawFields, unread: string[]) => V,
) {
  return z
    .custom<RawFields>(isPlainObject, `${what} must be a JSON object`)
    .transform((raw, ctx) => {
      let result = schema.safeParse(raw);
      let unread: string[] = [];
      if (!result.success) {
        const dropped = optionalFailures(schema, result.error.issues);
        if (dropped) {
          const rest = { ...raw };
          for (const key of dropped) delete rest[key];
          result = schema.safeParse(rest);
          unread = dropped;
        }
      }
      if (result.success) return view(result.data, raw, unread);
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: raw });
      }
      return z.NEVER;
    });
}

/** The top-level fields behind the issues when every one of them is optional, else null. */
function optionalFailures(schema: z.ZodType, issues: z.core.$ZodIssue[]): string[] | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = new Set<string>();
  for (const issue of issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? shape[key] : undefined;
    if (!field || !field.safeParse(undefined).success) return null;
    keys.add(key as string);
  }
  return [...keys];
}
