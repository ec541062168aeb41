import { expect, test } from '../fixtures';
import { recentDocuments } from '../support/documents-world';
import { inRussian } from '../support/phone';
import { capture } from '../support/screens';

// Words a shop owner reads: one name for a register's number (РНМ, never "РН ККТ" beside it), and
// no "кассо-дни" or "сохранённые учётные данные" (docs/conventions.md, Glossary).

inRussian();

test('the register number is РНМ and the organizations say who has access in plain words', async ({
  page,
  request,
}) => {
  const { register, path } = await recentDocuments(request, 2);
  await page.goto(path);
  await expect(page.getByText(`РНМ ${register.rnm}`).first()).toBeVisible();
  await expect(page.getByText('РН ККТ')).toHaveCount(0);

  await page.goto('/organizations');
  // While the list streams in, its loading state and the list may both hold the subtitle.
  await expect(
    page
      .getByText('Организации, к кассам которых у вас есть доступ у оператора фискальных данных.')
      .first(),
  ).toBeVisible();
  await expect(page.getByText('учётным данным')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'plain-words-organizations-ru', width);
  }
});
