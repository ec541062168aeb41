import type { Locator, Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { demoDirectory, registerPath } from '../support/demo-service';
import { plantedWith } from '../support/health-world';
import { speak, type Locale } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// The health board and a register's health card at desktop and phone width, in English and
// Russian: screenshots (test-results/screens, not committed), nothing wider than the screen, and
// on the Russian pages what a reader of them checks: "since when?" on the board and in its alert
// (lib/health/since.ts), no word of a register's name cut across lines, and at 390 px health
// cards that keep to their padding (docs/phones.md). Each page is loaded once per language and
// looked at in both widths: a load costs more than every look at it.

test.describe.configure({ timeout: scaled(180_000) });

const WIDTHS = [390, 1280] as const;

const resize = (page: Page, width: number) =>
  page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

type Row = {
  kktRegId: string;
  reasons: {
    code: string;
    detail: { lastDocument?: { dateTime: string }; ranges?: { before: { dateTime: string } }[] };
  }[];
};

const ruSince = (local: string) =>
  `с ${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;

/**
 * Elements of `root` that stand outside the padding of the nearest ancestor (within `root`) that
 * has a horizontal padding, by more than half a pixel, named by tag, text and overshoot.
 */
async function pastPadding(root: Locator): Promise<string[]> {
  return root.evaluate((card) => {
    const out: string[] = [];
    for (const element of card.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.sr-only')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let holder = element.parentElement;
      while (holder && holder !== card.parentElement) {
        const style = getComputedStyle(holder);
        if (parseFloat(style.paddingLeft) > 0 || parseFloat(style.paddingRight) > 0) break;
        holder = holder.parentElement;
      }
      if (!holder || holder === card.parentElement) continue;
      const style = getComputedStyle(holder);
      const outer = holder.getBoundingClientRect();
      const left = outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right =
        outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const over = Math.max(left - box.left, box.right - right);
      if (over > 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 30);
        out.push(`${element.tagName.toLowerCase()} "${text}" ${over.toFixed(1)} px`);
      }
    }
    return out;
  });
}

/** Words of the alert episodes' links that the page breaks across two lines. */
function splitWords(page: Page) {
  return page
    .getByTestId('alert-episode')
    .locator('a')
    .evaluateAll((links) =>
      links.flatMap((link) => {
        const text = link.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1 && !match[0].includes('-')) words.push(match[0]);
        }
        return words;
      }),
    );
}

/** "Since when?" on the Russian board at `width`: each reason's chip and the silent alert. */
async function expectSince(page: Page, width: number, rows: Row[]) {
  const silentRnm = plantedWith('silent');
  const gapRnm = plantedWith('fd-gap');
  const silent = rows
    .find((r) => r.kktRegId === silentRnm)!
    .reasons.find((r) => r.code === 'silent')!;
  const gap = rows.find((r) => r.kktRegId === gapRnm)!.reasons.find((r) => r.code === 'fd-gap')!;
  const lastDocument = silent.detail.lastDocument!.dateTime;
  // A row on a wide screen, a card on a phone: whichever holds the register's number.
  const holder = (rnm: string) =>
    page.locator(width === 390 ? '[data-testid="data-card"]' : 'tr').filter({ hasText: rnm });
  const chip = (rnm: string, code: string) =>
    holder(rnm)
      .getByTestId('reason-chip')
      .filter({ has: page.locator(`[data-reason="${code}"]`) });
  await expect(holder(silentRnm)).toHaveCount(1);
  await expect(chip(silentRnm, 'silent').getByTestId('reason-since')).toHaveText(
    ruSince(lastDocument),
  );
  await expect(chip(gapRnm, 'fd-gap').getByTestId('reason-since')).toHaveText(
    ruSince(gap.detail.ranges![0]!.before.dateTime),
  );
  // The alert, evaluated days after the register fell silent, says since when from the same
  // evidence, never only "открыто" at the server's start.
  const episode = page
    .getByTestId('alert-episode')
    .and(page.locator(`[data-rnm="${silentRnm}"][data-reason="silent"]`));
  await expect(episode.getByTestId('episode-since')).toContainText(ruSince(lastDocument));
  await expect(episode.getByTestId('episode-since')).not.toContainText('открыто');
  // No word of a register's name is cut across lines ("Станционн/ой" on a phone).
  expect(await splitWords(page)).toEqual([]);
}

for (const locale of ['en', 'ru'] as const satisfies Locale[]) {
  test(`health board and cards in ${locale} at 390 and 1280 px`, async ({
    page,
    request,
    baseURL,
  }) => {
    const ru = locale === 'ru';
    await speak(page.context(), baseURL!, locale);
    if (ru) {
      // The board's alerts come from an evaluation (the app's timer is off in the browser tests).
      await expect(async () => {
        const response = await request.post('/api/alerts/evaluate', {
          headers: { Origin: baseURL! },
        });
        expect((await response.json()).ran).toBe(true);
      }).toPass({ timeout: scaled(30_000) });
    }
    const rows = ru ? ((await (await request.get('/api/health/registers')).json()) as Row[]) : [];
    const directory = await demoDirectory(request);
    const pathOf = (rnm: string) =>
      registerPath(
        directory.find((d) => d.cashboxes.some((c) => c.regNumber === rnm))!.organization.id,
        rnm,
      );

    await test.step('the board', async () => {
      await resize(page, 390);
      await page.goto('/health');
      await expect(page.locator('[data-reason]').first()).toBeVisible();
      for (const width of WIDTHS) {
        await resize(page, width);
        if (ru) await expectSince(page, width, rows);
        if (ru && width === 390) {
          const board = page.locator('main li:has(> a)');
          await expect(board.first()).toBeVisible();
          for (const card of (await board.all()).slice(0, 12)) {
            expect(await pastPadding(card), 'a board card: past its padding').toEqual([]);
          }
        }
        await capture(page, `health-board-${locale}`, width);
      }
    });

    for (const [code, name] of [
      ['fd-gap', 'health-card'],
      ['drive-expiring', 'health-card-drive'],
      // Only its padding is looked at: its screenshot would show what the two above do.
      ['shift-too-long', null],
    ] as const) {
      if (!name && !ru) continue;
      await test.step(`the ${code} card`, async () => {
        await resize(page, 390);
        await page.goto(pathOf(plantedWith(code)));
        const card = page.getByTestId('health-card');
        await expect(card.getByTestId('health-reason').first()).toBeVisible();
        if (ru) expect(await pastPadding(card), `${code}: past the card's padding`).toEqual([]);
        if (!name) return;
        for (const width of WIDTHS) {
          await resize(page, width);
          await capture(page, `${name}-${locale}`, width);
        }
      });
    }
  });
}
