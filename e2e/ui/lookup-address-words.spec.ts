import { expect, test } from '../fixtures';
import { findRegister } from '../support/demo-service';
import { inRussian } from '../support/phone';
import { capture } from '../support/screens';

// An address found whichever way its words are abbreviated: the record says "Красный пр-кт, д. 29",
// a person types "Красный проспект 29" or "красный пр. 29" (docs/using.md, Lookup).

inRussian();

for (const width of [1280, 390]) {
  test(`"Красный проспект 29" finds the register at "Красный пр-кт, д. 29", at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { cashbox } = await findRegister(request, (c) =>
      c.addresses.some((a) => a.address.includes('Красный пр-кт, д. 29')),
    );
    for (const [q, marked] of [
      ['Красный проспект 29', ['Красный', 'пр-кт', '29']],
      ['красный пр. 29', ['Красный', 'пр-кт', '29']],
      ['Красный просп д.29', ['Красный', 'пр-кт', 'д.', '29']],
    ] as const) {
      await page.goto(`/lookup?${new URLSearchParams({ q })}`);
      const result = page.getByTestId('lookup-result').filter({ hasText: cashbox.regNumber });
      await expect(result, q).toHaveCount(1);
      const address = result.locator('[data-testid="lookup-match"][data-field="address"]').first();
      // The record's own spelling is what is marked.
      await expect(address.locator('mark'), q).toHaveText([...marked]);
    }
    await capture(page, 'lookup-address-words-ru', width);
  });
}
