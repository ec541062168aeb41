import { readItemVat } from '@/lib/ofd/vat-reading';
import { readUnit } from '@/lib/ofd/item-unit';
import { readMarkingCode } from '@/lib/ofd/marking-code';

// One line of a receipt judged on the wire format, through the dashboard's own readers (the VAT
// reading, lib/ofd/item-unit.ts, lib/ofd/marking-code.ts), so the world is checked the way it is
// read: the sum is price × quantity, the VAT is the rate's share of the sum, the unit is a code of
// tag 2108 (a fractional quantity is never in pieces), a marking code has its GTIN and serial.

type Item = Record<string, unknown>;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
/** The percentage a rate carries VAT at; 0%, no VAT and calculated rates carry none per line. */
const PERCENT = /^(\d+)$/;

export function itemProblems(item: Item, date: string): string[] {
  const { price, quantity, sum } = item;
  const name = String(item.name);
  if (!isCount(price) || !isCount(sum) || typeof quantity !== 'number' || !(quantity > 0)) {
    return [`item ${name} numbers`];
  }
  const problems: string[] = [];
  // The sum is the price times the quantity, rounded once to whole kopecks.
  if (Math.abs(sum - price * quantity) > 0.5 + 1e-6) problems.push(`item sum ${sum}`);
  const { vatRate, vatSum, unrecognised } = readItemVat(item, date);
  if (!vatRate || unrecognised) problems.push(`item ${name} VAT rate unreadable`);
  const percent = PERCENT.exec(vatRate ?? '')?.[1];
  if (percent !== undefined && percent !== '0') {
    // VAT inside the price: p/(100+p) of the sum (22/122, 10/110, 5/105…), rounded to the kopeck.
    const exact = (sum * Number(percent)) / (100 + Number(percent));
    if (!isCount(vatSum) || Math.abs(vatSum - exact) > 0.5 + 1e-9) {
      problems.push(`item ${name} VAT ${String(vatSum)} at ${vatRate}%`);
    }
  }
  const mode = (item.paymentType ?? item.paymentMode) as number;
  const subject = (item.productType ?? item.paymentSubject) as number;
  if (!(mode >= 1 && mode <= 7) || !(subject >= 1 && subject <= 33)) problems.push('item codes');
  problems.push(...unitProblems(item, quantity), ...markingProblems(item));
  return problems;
}

function unitProblems(item: Item, quantity: number): string[] {
  const measure = item.itemsQuantityMeasure;
  const unit = readUnit(typeof measure === 'number' ? measure : undefined, undefined);
  if (!unit || !unit.recognised) return [`item ${String(item.name)} unit ${String(measure)}`];
  if (measure === 0 && !Number.isInteger(quantity)) {
    return [`item ${String(item.name)}: ${quantity} pieces`];
  }
  return [];
}

function markingProblems(item: Item): string[] {
  if (item.productCodeNew === undefined) return [];
  const code = readMarkingCode(item.productCodeNew);
  const where = `item ${String(item.name)} marking`;
  if (!code?.recognised || !/^\d{14}$/.test(code.gtin ?? '') || !code.serial) return [where];
  // The register's GTIN and serial are the ones inside the code as scanned.
  if (!code.raw?.startsWith(`01${code.gtin}21${code.serial}`)) return [`${where} ≠ raw code`];
  if (quantityOf(item) !== 1) return [`${where}: one code for ${String(item.quantity)}`];
  return [];
}

const quantityOf = (item: Item) => item.quantity as number;
