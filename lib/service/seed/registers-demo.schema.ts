import { z } from 'zod';
import { SHOP_KINDS } from './catalogue.schema';
import {
  ATOL,
  EVOTOR,
  MERCURY,
  NOVOSIBIRSK,
  SAMARA,
  SHTRIH,
  SPB,
  WINDOW_SHAPES,
  YEKATERINBURG,
} from './profiles';

// The fields of a demo register row (registers-demo.json) that JSON cannot type by itself: the
// shop kind and window shapes are fixed lists, and the serial family and UTC offset are written by
// name ("ATOL", "SPB") and read here as the values profiles.ts gives them.

const SERIALS = { ATOL, EVOTOR, MERCURY, SHTRIH };
const OFFSETS = { SPB, SAMARA, YEKATERINBURG, NOVOSIBIRSK };

/** A name of `table`, read as its value. */
function named<T>(table: Record<string, T>) {
  return z.enum(Object.keys(table) as [string, ...string[]]).transform((name) => table[name]!);
}

const shape = z.enum(WINDOW_SHAPES);

export const demoRegisterNamesSchema = z.object({
  kind: z.enum(SHOP_KINDS),
  serial: named(SERIALS),
  utcOffset: named(OFFSETS),
  windows: z.object({ owner: shape, partner: shape.optional() }),
});
