import { expect, test } from '../fixtures';
import type { Page } from '../support/load-aware-test';
import {
  browserPath,
  currentDrive,
  documentPath,
  lastDays,
  registers,
  tickets,
  type Body,
  type Register,
} from '../support/documents-world';
import { inRussian, PHONE } from '../support/phone';

// What a receipt of 2026 says, as a person reads it (docs/fiscal-rules.md): 22% VAT stated only in
// the FFD 1.2 list `amountsReceiptNds`, weighed goods with their unit, marked goods with their code
// in words, and money paid out as its own figure. Figures are checked against the service's own
// documents of the demo world, which sends these as real registers do.

inRussian();

type Item = {
  quantity: number;
  itemsQuantityMeasure?: number;
  productCodeNew?: { gs1m?: { gtin: string; sernum: string } };
};
type Receipt = Body & {
  operationType: number;
  items?: Item[];
  amountsReceiptNds?: { amountsNds: { nds: number; ndsSum: number }[] };
};

const period = lastDays(7);

/** "−2 178,95 ₽" as a Russian page writes money → kopecks. */
function kopecksOf(text: string): number {
  const clean = text.replace(/[\s\u00a0\u202f₽]/g, '').replace(',', '.');
  const negative = /^[-−]/.test(clean);
  const [rubles = '0', fraction = '0'] = clean.replace(/^[-−]/, '').split('.');
  const value = Number(rubles) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}
/** The week's documents of a register's current drive; none when its window misses the week. */
async function week(request: Parameters<typeof tickets>[0], register: Register) {
  try {
    const drive = currentDrive(register).number;
    return (await tickets(request, register, drive, period.from, period.to)) as Receipt[];
  } catch (error) {
    if (String(error).includes('403')) return [];
    throw error;
  }
}

const vat22 = (r: Receipt) =>
  r.amountsReceiptNds?.amountsNds.find((entry) => entry.nds === 11)?.ndsSum;
const weighed = (i: Item) => i.itemsQuantityMeasure === 11 && !Number.isInteger(i.quantity);
const marked = (i: Item) => Boolean(i.productCodeNew?.gs1m);

type Found = { register: Register; receipt: Receipt; day: Receipt[] };
/** The first receipt of the week, of any register, that `wanted` picks, with its register and day. */
const found: Record<'vat' | 'weighed' | 'marked', Found | undefined> = {
  vat: undefined,
  weighed: undefined,
  marked: undefined,
};
const WANTED: Record<keyof typeof found, (r: Receipt) => boolean> = {
  vat: (r) => vat22(r) !== undefined,
  weighed: (r) => Boolean(r.items?.some(weighed)),
  marked: (r) => Boolean(r.items?.some(marked)),
};

test.beforeAll(async ({ request }) => {
  // The demo world's tax-service registers state 22% in the list, sell by weight and with codes.
  for (const register of await registers(request)) {
    const docs = await week(request, register);
    for (const kind of Object.keys(found) as (keyof typeof found)[]) {
      const receipt = found[kind]
        ? undefined
        : docs.find((d) => d.type === 'receipt' && WANTED[kind](d));
      if (!receipt) continue;
      const day = docs.filter((d) => d.dateTime.slice(0, 10) === receipt.dateTime.slice(0, 10));
      found[kind] = { register, receipt, day };
    }
    if (Object.values(found).every(Boolean)) return;
  }
  throw new Error(`the week lacks receipts of kinds ${JSON.stringify(Object.keys(found))}`);
});

const detailPath = ({ register, receipt }: Found) =>
  documentPath(register, receipt.fiscalDocumentNumber, {
    drive: currentDrive(register).number,
    ...period,
  });

/** The item line's quantity as a Russian page writes it: a decimal comma, then the unit. */
const quantityText = (item: Item) => `${String(item.quantity).replace('.', ',')} кг`;

test('a 2026 receipt shows the 22% it states in its list', async ({ page }) => {
  const { receipt } = found.vat!;
  await page.goto(detailPath(found.vat!));
  const row = page.getByTestId('vat-breakdown').getByRole('row').filter({ hasText: 'НДС 22%' });
  await expect(row).toBeVisible();
  expect(kopecksOf(await row.getByRole('cell').last().innerText())).toBe(vat22(receipt));
});

/** The weighed line says its unit, at the page's width. */
async function expectKilograms(page: Page) {
  const kg = found.weighed!.receipt.items!.findIndex(weighed);
  await expect(page.getByTestId('receipt-item').nth(kg).getByTestId('item-quantity')).toContainText(
    quantityText(found.weighed!.receipt.items![kg]!),
  );
}

/** The marked line says its code in words, and the receipt does not scroll sideways. */
async function expectCode(page: Page, shot: string) {
  const code = found.marked!.receipt.items!.findIndex(marked);
  const { gtin, sernum } = found.marked!.receipt.items![code]!.productCodeNew!.gs1m!;
  const line = page.getByTestId('receipt-item').nth(code).getByTestId('item-code');
  await expect(line).toContainText(gtin);
  await expect(line).toContainText(sernum);
  // Polled: after a resize, the page may take a render to lay itself out for the new width.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'the receipt scrolls sideways',
    })
    .toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: shot, fullPage: true });
}

// Each receipt is loaded once and read at both widths: the page lays itself out again.
test('weighed goods show kilograms and marked goods their code, in the table and on a phone’s cards', async ({
  page,
}, testInfo) => {
  const desktop = page.viewportSize()!;
  await page.goto(detailPath(found.weighed!));
  await test.step('1280 px: the weighed line', () => expectKilograms(page));
  await page.setViewportSize(PHONE);
  await test.step('390 px: the weighed item card', () => expectKilograms(page));
  await page.goto(detailPath(found.marked!));
  await test.step('390 px: the marked item card', () =>
    expectCode(page, testInfo.outputPath('marked-receipt-390-ru.png')));
  await page.setViewportSize(desktop);
  await test.step('1280 px: the marked line', () =>
    expectCode(page, testInfo.outputPath('marked-receipt-1280-ru.png')));
});

test('the day summary counts the 22% of sales less returns', async ({ page }) => {
  const { register, receipt, day } = found.vat!;
  const date = receipt.dateTime.slice(0, 10);
  const sign: Record<number, number> = { 1: 1, 2: -1 };
  const expected = day.reduce((sum, d) => sum + (sign[d.operationType] ?? 0) * (vat22(d) ?? 0), 0);
  await page.goto(
    browserPath(register, { drive: currentDrive(register).number, from: date, to: date }),
  );
  const vat = page.getByTestId('summary').getByTestId('summary-vat-22');
  await expect(vat).toBeAttached();
  expect(kopecksOf(await vat.innerText())).toBe(expected);
});

test('the overview names money paid out apart from revenue', async ({ page, request }) => {
  // A register of the demo world that pays out (buying berries from people) within the week.
  let payer: { register: Register; paid: number; sales: number; returns: number } | undefined;
  for (const candidate of await registers(request)) {
    const docs = (await week(request, candidate)) as (Receipt & { totalSum?: number })[];
    const sum = (op: number) =>
      docs.filter((d) => d.operationType === op).reduce((s, d) => s + (d.totalSum ?? 0), 0);
    if (sum(3) === 0) continue;
    payer = { register: candidate, paid: sum(3) - sum(4), sales: sum(1), returns: sum(2) };
    break;
  }
  expect(payer, 'a register that paid out in the last week').toBeDefined();
  const { register: r } = payer!;
  await page.goto(`/organizations/${r.orgId}?rnm=${r.rnm}&from=${period.from}&to=${period.to}`);
  const paid = page.getByTestId('figure-payouts');
  await expect(paid).toContainText('Выплачено');
  expect(kopecksOf(await paid.getByTestId('figure-value').innerText())).toBe(payer!.paid);
  const net = page.getByTestId('figure-net').getByTestId('figure-value');
  expect(kopecksOf(await net.innerText())).toBe(payer!.sales - payer!.returns);
});
