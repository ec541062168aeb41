import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from './support/load-aware-test';

type Fixtures = {
  /** Runs axe on the current page and fails on any serious or critical violation. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** Every Content-Security-Policy violation the page reported (console and DOM event). */
  cspViolations: string[];
};

type Options = {
  /** Only the spec that proves the policy blocks an injected script expects violations. */
  allowCspViolations: boolean;
};

export const test = base.extend<Fixtures & Options>({
  allowCspViolations: [false, { option: true }],
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(blocking, 'serious or critical axe violations').toEqual([]);
    });
  },
  // Automatic for every browser spec: the suite runs under the real policy (proxy.ts), and any
  // script, style or connection it blocks fails the test that caused it.
  cspViolations: [
    async ({ page, allowCspViolations }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)
            .__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      await use(violations);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
