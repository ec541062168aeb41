import { z } from 'zod';
import { trimmed } from '../ids';
import { readIndustryDetails } from '../industry-details';
import { readUnit } from '../item-unit';
import { readItemMarking } from '../marking-code';
import { count, opt } from './fields';

// The fields of an item that say what it is as a person reads it: its unit and, for marked goods,
// its product code and industry details (docs/fiscal-rules.md, "Units and marking codes").
// Tolerant by design: tags 1163 and 1260 are taken as any JSON and read by the zod-free readers
// that the day cache's fast reader uses too, so both give the same view, and a code of a shape
// nobody expected never fails the receipt — it is shown as sent and counted as unread.

export const itemMarkingShape = {
  /** Tag 2108, FFD 1.2: the unit's code (lib/ofd/item-unit.ts). */
  itemsQuantityMeasure: opt(count),
  /** Tag 1197, FFD 1.05: the unit as free text. */
  unit: opt(trimmed),
  /** Tag 1163: the product code by kind (lib/ofd/marking-code.ts). */
  productCodeNew: z.unknown().optional(),
  /** The same code as the tax service's receipt-check exports send it (lib/ofd/marking-code.ts). */
  productCodeData: z.unknown().optional(),
  /** Tag 1260: industry details, a list or one object (lib/ofd/industry-details.ts). */
  itemsIndustryDetails: z.unknown().optional(),
  /** Tag 2102: how the register processed the marking code. */
  labelCodeProcesMode: opt(count),
  /** Tag 2106: the result of checking the code with the marking system (a bit field). */
  checkingProdInformationResult: opt(count),
};

type MarkingFields = z.output<z.ZodObject<typeof itemMarkingShape>>;

/**
 * The item view's unit, marking code and industry details. What is present but not recognised
 * (a unit code outside the table, an unknown code kind, an entry of another shape) is kept for
 * the view and its field's name added to `unread`.
 */
export function itemMarkingView(item: MarkingFields, unread: string[]) {
  const unit = readUnit(item.itemsQuantityMeasure, item.unit);
  const marking = readItemMarking(item);
  const industry = readIndustryDetails(item.itemsIndustryDetails);
  if (unit && !unit.recognised) unread.push('itemsQuantityMeasure');
  if (marking && !marking.recognised)
    unread.push(item.productCodeNew != null ? 'productCodeNew' : 'productCodeData');
  if (industry && !industry.ok) unread.push('itemsIndustryDetails');
  return {
    unit,
    marking,
    industryDetails: industry?.details.length ? industry.details : undefined,
    markingMode: item.labelCodeProcesMode,
    markingCheck: item.checkingProdInformationResult,
  };
}
