import { describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '@/lib/ofd/errors';
import {
  assertOrganizationVisible,
  runAsSystem,
  runAsViewer,
  visibleTo,
} from '@/lib/auth/server/scope';
import { person } from '@/lib/testing/person';
import { guardOperatorCall, scopeOperatorResult } from './guard';

// A person's scope (lib/auth/server/scope.ts) as the operator access applies it around each call.

vi.mock('@/lib/ofd/client', () => ({
  ofdGet: async () => [
    { id: 'a', inn: '7700000001' },
    { id: 'b', inn: '7700000002' },
  ],
}));

const owner = person('owner', ['a']);
const ORG = '/v2/organizations/{orgId}';
const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

describe('an owner', () => {
  it('reaches a granted organization and nothing else, as if the others did not exist', async () => {
    await runAsViewer(owner, async () => {
      await expect(guardOperatorCall(ORG, { orgId: 'a' })).resolves.toBeUndefined();
      await expect(guardOperatorCall(ORG, { orgId: 'b' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(assertOrganizationVisible('b')).rejects.toBeInstanceOf(NotFoundError);
    });
  });

  it('reaches documents only by the INN of a granted organization', async () => {
    await runAsViewer(owner, async () => {
      await expect(guardOperatorCall(TICKETS, { inn: '7700000001' })).resolves.toBeUndefined();
      await expect(guardOperatorCall(TICKETS, { inn: '7700000002' })).rejects.toBeInstanceOf(
        NotFoundError,
      );
    });
  });

  it('sees the organizations list and shared indexes cut to the grant', async () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    await runAsViewer(owner, async () => {
      expect(await scopeOperatorResult('/v2/organizations', list)).toEqual([{ id: 'a' }]);
      expect(await visibleTo(list, (o) => o.id)).toEqual([{ id: 'a' }]);
    });
  });

  it('with no grant sees nothing', async () => {
    await runAsViewer(person('owner', []), async () => {
      expect(await scopeOperatorResult('/v2/organizations', [{ id: 'a' }])).toEqual([]);
    });
  });
});

describe('other actors', () => {
  it('admin, support and the system itself see every organization', async () => {
    for (const viewer of [person('admin', 'all'), person('support', 'all')]) {
      await runAsViewer(viewer, async () => {
        await expect(guardOperatorCall(ORG, { orgId: 'b' })).resolves.toBeUndefined();
      });
    }
    await runAsSystem(async () => {
      expect(await scopeOperatorResult('/v2/organizations', [{ id: 'b' }])).toEqual([{ id: 'b' }]);
    });
  });

  it('outside any request nobody is signed in: the call fails closed', async () => {
    await expect(guardOperatorCall(ORG, { orgId: 'a' })).rejects.toThrow();
  });
});
