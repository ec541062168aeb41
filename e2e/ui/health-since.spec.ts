import { expect, test } from '../fixtures';
import { plantedWith } from '../support/health-world';
import { inRussian } from '../support/phone';
import { scaled } from '../support/scaled';

// "Since when?" on the health board (lib/health/since.ts): each reason of a row says it from the
// evidence: the silent register since its last document, the gap since the document before the
// first missing number. An alert episode of a problem older than its noticing (the server started
// later) says "с …" from the same evidence, never only "открыто" at the server's start.

inRussian();

type Row = {
  kktRegId: string;
  reasons: {
    code: string;
    detail: { lastDocument?: { dateTime: string }; ranges?: { before: { dateTime: string } }[] };
  }[];
};

const ru = (local: string) =>
  `с ${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;

for (const width of [1280, 390]) {
  test(`each reason on the board says since when, and so does its alert (${width}px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const rows = (await (await page.request.get('/api/health/registers')).json()) as Row[];
    const silentRnm = plantedWith('silent');
    const gapRnm = plantedWith('fd-gap');
    const silent = rows
      .find((r) => r.kktRegId === silentRnm)!
      .reasons.find((r) => r.code === 'silent')!;
    const gap = rows.find((r) => r.kktRegId === gapRnm)!.reasons.find((r) => r.code === 'fd-gap')!;
    const lastDocument = silent.detail.lastDocument!.dateTime;
    const beforeGap = gap.detail.ranges![0]!.before.dateTime;

    await page.goto('/health');
    // A row on a wide screen, a card on a phone: whichever holds the register's number.
    const holder = page
      .locator(width === 390 ? '[data-testid="data-card"]' : 'tr')
      .filter({ hasText: silentRnm });
    const chip = (rnm: string, code: string) =>
      page
        .locator(width === 390 ? '[data-testid="data-card"]' : 'tr')
        .filter({ hasText: rnm })
        .getByTestId('reason-chip')
        .filter({ has: page.locator(`[data-reason="${code}"]`) });
    await expect(holder).toHaveCount(1);
    await expect(chip(silentRnm, 'silent').getByTestId('reason-since')).toHaveText(
      ru(lastDocument),
    );
    await expect(chip(gapRnm, 'fd-gap').getByTestId('reason-since')).toHaveText(ru(beforeGap));
    await holder.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`health-since-ru-${width}.png`) });

    // The alert: evaluated now, days after the register fell silent.
    await expect(async () => {
      const response = await page.request.post('/api/alerts/evaluate', {
        headers: { Origin: baseURL! },
      });
      expect((await response.json()).ran).toBe(true);
    }).toPass({ timeout: scaled(30_000) });
    await page.goto('/health');
    const episode = page
      .getByTestId('alert-episode')
      .and(page.locator(`[data-rnm="${silentRnm}"][data-reason="silent"]`));
    await expect(episode.getByTestId('episode-since')).toContainText(ru(lastDocument));
    await expect(episode.getByTestId('episode-since')).not.toContainText('открыто');
    await episode.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`episode-since-ru-${width}.png`) });
    // No word of a register's name is cut across lines ("Станционн/ой" on a phone): each word of
    // each episode's link stands on one line.
    const split = await page
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
    expect(split).toEqual([]);
  });
}
