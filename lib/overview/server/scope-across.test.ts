import { describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { INN, RNM } from '@/lib/ofd/taxcom/testing/stand-in';
import { twoOperators } from '@/lib/ofd/taxcom/testing/two-operators';
import { scopeOf } from './load-overview';

// The overview's and the receipt search's registers across connections (docs/operators.md): the
// default operator (a fake on loopback) and a Taxcom stand-in. Each register's organization names
// its operator; a Taxcom that is down is named among the ones left out, not dropped silently.

const { taxcom: standIn } = twoOperators('scope-across', {
  '/v2/organizations/org-a/cashboxes': [],
});

const request = {
  from: '2024-03-04',
  to: '2024-03-06',
  compare: 'previous',
  source: 'documents',
} as const;

describe('the overview’s scope across operators', () => {
  it('carries each register’s operator from its organization', async () => {
    const { targets, down } = await runAsSystem(() => scopeOf(request));
    expect(targets.map((t) => [t.orgId, t.register.regNumber, t.org.operator])).toEqual([
      [`taxcom1~${INN}`, RNM, 'Такском'],
    ]);
    expect(down).toEqual([]);
  });

  it('names a Taxcom that is down among the ones left out instead of dropping it silently', async () => {
    standIn().operator.fail({ status: 503, path: /AccountList/, times: 100 });
    const { targets, down } = await runAsSystem(() => scopeOf(request));
    expect(targets).toEqual([]);
    expect(down).toEqual([{ operator: 'Такском', reason: 'unavailable' }]);
  });
});
