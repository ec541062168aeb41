import { expect, test } from '../fixtures';
import {
  addDays,
  currentDrive,
  documentPath,
  kopecksOf,
  lastDays,
  localToday,
  openRegister,
  registers,
  tickets,
  type Body,
  type Register,
} from '../support/documents-world';
import { whenHydrated } from '../support/hydrated';

// Receipt and report pages against the demo world, checked against the service's own documents.

type Item = { name: string; sum: number; quantity: number };

let register: Register;
let drive: string;
let receipt: Body & { items: Item[]; totalSum: number };
const period = lastDays(7);

test.beforeAll(async ({ request }) => {
  register = await openRegister(request);
  drive = currentDrive(register).number;
  const documents = await tickets(request, register, drive, period.from, period.to);
  const receipts = documents.filter(
    (d) => d.type === 'receipt' && Array.isArray(d.items) && (d.items as Item[]).length >= 2,
  ) as (typeof receipt)[];
  // Prefer one that sells by weight: its quantities are fractional.
  receipt =
    receipts.find((d) => d.items.some((i) => !Number.isInteger(i.quantity))) ?? receipts[0]!;
  expect(receipt, 'a receipt with several items in the last week').toBeDefined();
});

const query = () => ({ drive, ...period });

// One receipt, opened once and read as a person would: its figures, its QR code, the page at
// 390 px, the paper view and its print, every raw field, then its neighbours on the drive. Each
// step is named; the page's first load is paid once, not once per check.
test('a receipt: its figures, QR code, phone width, paper and raw views, and neighbours', async ({
  page,
  expectAccessible,
}, testInfo) => {
  const fd = receipt.fiscalDocumentNumber;
  await page.goto(documentPath(register, fd, query()));

  await test.step('its items add up to its total, in words and figures', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: `Cash receipt No. ${fd}` }),
    ).toBeVisible();
    const sums = await page.getByTestId('item-sum').allInnerTexts();
    expect(sums).toHaveLength(receipt.items.length);
    const total = kopecksOf(await page.getByTestId('receipt-total').innerText());
    expect(sums.map(kopecksOf).reduce((a, b) => a + b, 0)).toBe(total);
    expect(total).toBe(receipt.totalSum);
    await expect(page.getByTestId('receipt-operation')).toHaveText(
      ['', 'Sale', 'Sale return', 'Purchase', 'Purchase return'][receipt.operationType as number]!,
    );
    await expect(page.getByTestId('document-date-time')).toHaveText(
      receipt.dateTime.replace('T', ' '),
    );
    await expectAccessible();
  });

  await test.step('the QR code carries the receipt’s standard string', async () => {
    const [date, time] = receipt.dateTime.split('T') as [string, string];
    const kopecks = receipt.totalSum;
    const expected = [
      `t=${date.replaceAll('-', '')}T${time.slice(0, 5).replace(':', '')}`,
      `s=${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`,
      `fn=${receipt.fiscalDriveNumber.trim()}`,
      `i=${fd}`,
      // The printed 32-bit sign, also when the document holds the 6-byte value
      // (docs/fiscal-rules.md).
      `fp=${Number(receipt.fiscalSign) % 2 ** 32}`,
      `n=${receipt.operationType}`,
    ].join('&');
    await expect(page.getByTestId('qr-string')).toHaveText(expected);
    await expect(page.getByRole('img', { name: 'Receipt QR code' }).first()).toBeVisible();
  });

  await test.step('at 390 px the receipt stays readable', async () => {
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('receipt-total')).toBeVisible();
    // Nothing but the items table (which scrolls inside its own box) may overflow the page.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('receipt-390.png'), fullPage: true });
    await page.setViewportSize(wide);
  });

  await test.step('the print view looks like a paper receipt and prints alone', async () => {
    // The tabs are the document screen's, whose code may arrive after the server's HTML.
    await (await whenHydrated(page.getByRole('tab', { name: 'Paper receipt' }))).click();
    await expect(page).toHaveURL(/view=print/);
    const paper = page.getByTestId('paper-receipt');
    await expect(paper).toContainText(
      String(Number(receipt.fiscalSign) % 2 ** 32).padStart(10, '0'),
    );
    // What a till roll prints besides: the receipt's number in its shift, the register's serial
    // number and the tax service's site for checking it.
    await expect(paper).toContainText(`Receipt No. in shift${receipt.requestNumber}`);
    await expect(paper).toContainText(`Register serial No.${register.serialNumber}`);
    await expect(paper).toContainText(`Check at${receipt.fnsUrl}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible();
    await page.screenshot({
      path: testInfo.outputPath('paper-receipt-screen.png'),
      fullPage: true,
    });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(paper).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('paper-receipt-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the raw view shows every field, an unknown one too', async () => {
    expect(receipt.fnsUrl, 'the demo receipts carry an unknown field').toBeDefined();
    await page.getByRole('tab', { name: 'All fields' }).click();
    await expect(page).toHaveURL(/view=raw/);
    const row = page.getByRole('row', { name: /^fnsUrl/ });
    await expect(row).toContainText(JSON.stringify(receipt.fnsUrl));
    await expect(row).toContainText('not read by the console');
    await expect(page.getByRole('row', { name: /^items\[1\]\.name/ })).toContainText(
      JSON.stringify(receipt.items[1]!.name),
    );
    await expectAccessible();
  });

  await test.step('previous and next lead through the drive’s documents', async () => {
    await page.getByRole('link', { name: `Next (No. ${fd + 1})` }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${fd + 1}\\?`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`No. ${fd + 1}`);
    await page.getByRole('link', { name: `Previous (No. ${fd})` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`No. ${fd}`);
    await page.getByRole('link', { name: 'Back to the documents' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${period.from}&to=${period.to}`));
  });
});

const FLAG_TEXT: Record<string, string> = {
  fiscalDriveReplaceRequiredSign: 'less than 3 days: replace the drive',
  fiscalDriveMemoryExceededSign: 'more than 90% full',
  fiscalDriveExhaustionSign: 'runs out in less than 30 days',
  ofdResponseTimeoutSign: 'did not answer in time',
};

test('a shift closing report with a drive warning says so in plain words', async ({
  page,
  request,
  expectAccessible,
}, testInfo) => {
  let found: { target: Register; drive: string; report: Body } | null = null;
  for (const target of await registers(request)) {
    for (const d of target.drives) {
      const from = [d.earliest.slice(0, 10), target.permissionFrom.slice(0, 10)].sort()[1]!;
      const to = [localToday(), target.permissionTo.slice(0, 10)].sort()[0]!;
      if (from > to) continue;
      const report = (await tickets(request, target, d.number, from, to)).find(
        (doc) =>
          doc.type === 'closeShift' && Object.keys(FLAG_TEXT).some((flag) => doc[flag] === 1),
      );
      if (report) found = { target, drive: d.number, report };
      if (found) break;
    }
    if (found) break;
  }
  expect(found, 'a closeShift with a drive flag in the demo world').not.toBeNull();
  const { target, drive: number, report } = found!;
  await page.goto(documentPath(target, report.fiscalDocumentNumber, { drive: number }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Shift closing report No. ${report.fiscalDocumentNumber}`,
  );
  const warnings = page.getByTestId('drive-warnings');
  const raised = Object.keys(FLAG_TEXT).filter((flag) => report[flag] === 1);
  await expect(warnings.getByRole('listitem')).toHaveCount(raised.length);
  for (const flag of raised) await expect(warnings).toContainText(FLAG_TEXT[flag]!);
  await expect(page.getByTestId('untransmitted')).toHaveText(
    String(report.notTransmittedDocumentsQuantity ?? 0),
  );
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('close-shift-warning.png'), fullPage: true });
});

test('neighbours stop at the window; an unknown number is not found', async ({ page, request }) => {
  // The first document the window lets through has a predecessor on the drive that it hides.
  const late = (await registers(request)).find(
    (r) =>
      r.permissionFrom.slice(0, 10) > currentDrive(r).earliest.slice(0, 10) &&
      r.permissionFrom.slice(0, 10) <= localToday(),
  );
  expect(late, 'a register whose window opened after its drive started').toBeDefined();
  const target = late!;
  const number = currentDrive(target).number;
  const day = target.permissionFrom.slice(0, 10);
  const [first] = await tickets(request, target, number, day, addDays(day, 3));
  expect(first).toBeDefined();
  await page.goto(documentPath(target, first!.fiscalDocumentNumber, { drive: number }));
  const nav = page.getByRole('navigation', { name: 'Where this document stands' });
  await expect(nav.getByText('No previous')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await expect(
    nav.getByRole('link', { name: `Next (No. ${first!.fiscalDocumentNumber + 1})` }),
  ).toBeVisible();
  // The service never shows what lies outside the window: the hidden predecessor is not found.
  await page.goto(documentPath(target, first!.fiscalDocumentNumber - 1, { drive: number }));
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
  await page.goto(documentPath(target, 99_999_999, { drive: number }));
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
});
