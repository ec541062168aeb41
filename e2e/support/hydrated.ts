import { expect, type Locator } from './load-aware-test';
import { scaled } from './scaled';

// A control drawn by the server is on screen, enabled and editable before the page's code has
// woken it up: what is typed or clicked in that moment reaches no handler (docs/testing.md).
// React marks each element it has taken over with a `__reactProps$…` key; a control that has one
// answers what a person does with it.

/** Waits until React has taken over the control, however long a busy machine takes. */
export async function whenHydrated(control: Locator, timeout = scaled(30_000)): Promise<Locator> {
  await expect
    .poll(
      () =>
        control.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      { timeout, message: 'the page’s code took over the control' },
    )
    .toBe(true);
  return control;
}
