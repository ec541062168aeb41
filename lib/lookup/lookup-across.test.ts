import { describe, expect, it, vi } from 'vitest';
import { RNM } from '@/lib/ofd/taxcom/testing/stand-in';
import { forgetProcessShared } from '@/lib/process/shared';
import { twoOperators } from '@/lib/ofd/taxcom/testing/two-operators';

// Lookup across connections (docs/operators.md): the default operator (a fake on loopback) and a
// Taxcom stand-in. The answer says that its registers come from several operators, each result
// naming its own; a Taxcom that is down is named in it instead of its registers vanishing.

const { taxcom: standIn } = twoOperators('lookup-across', {
  '/v2/organizations/org-a/cashboxes': [],
});

/** The lookup with a directory of its own, as a fresh process would build. */
async function lookup(q: string) {
  forgetProcessShared('lookup.directory');
  vi.resetModules();
  const { runAsSystem } = await import('@/lib/auth/server/scope');
  const { lookupRegisters } = await import('./lookup.server');
  return runAsSystem(() => lookupRegisters(q));
}

describe('lookup across operators', () => {
  it('finds a Taxcom register naming its operator, and says the answer spans operators', async () => {
    const answer = await lookup(RNM);
    expect(answer.results.map((r) => [r.register.regNumber, r.organization.operator])).toEqual([
      [RNM, 'Такском'],
    ]);
    expect(answer.operators).toBe(true);
    expect(answer.down).toEqual([]);
  });

  it('is one index for the process: another copy of the module reads the one already built', async () => {
    const first = await lookup(RNM);
    standIn().operator.fail({ status: 503, path: /AccountList/, times: 100 });
    vi.resetModules();
    const { runAsSystem } = await import('@/lib/auth/server/scope');
    const { lookupRegisters } = await import('./lookup.server');
    const again = await runAsSystem(() => lookupRegisters(RNM));
    expect(again.results).toEqual(first.results);
    expect(again.down).toEqual([]);
  });

  it('names a Taxcom that is down, its registers not found meanwhile', async () => {
    standIn().operator.fail({ status: 503, path: /AccountList/, times: 100 });
    const answer = await lookup(RNM);
    expect(answer.results).toEqual([]);
    expect(answer.down).toEqual([{ operator: 'Такском', reason: 'unavailable' }]);
    // Its RNM is not called missing, let alone mistyped: the operator that holds it is down.
    expect(answer.rnmTypo).toBeUndefined();
  });

  it('finds the registers again a few seconds after the operator is back, not a whole TTL later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      standIn().operator.fail({ status: 503, path: /AccountList/, times: 100 });
      expect((await lookup(RNM)).down).toHaveLength(1);
      standIn().operator.recover();
      const { lookupRegisters, PARTIAL_INDEX_TTL_MS } = await import('./lookup.server');
      const { runAsSystem } = await import('@/lib/auth/server/scope');
      const again = () => runAsSystem(() => lookupRegisters(RNM));
      // Within the short life of an index missing Taxcom, it is still the one served...
      vi.setSystemTime(Date.now() + PARTIAL_INDEX_TTL_MS - 1_000);
      expect((await again()).down).toHaveLength(1);
      // ...and once that has passed, well inside the full TTL, Taxcom's register is found.
      vi.setSystemTime(Date.now() + 1_000);
      const answer = await again();
      expect(answer.down).toEqual([]);
      expect(answer.results.map((r) => r.register.regNumber)).toEqual([RNM]);
    } finally {
      vi.useRealTimers();
    }
  });
});
