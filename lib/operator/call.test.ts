import { describe, expect, it } from 'vitest';
import { runAsSystem, runAsViewer } from '@/lib/auth/server/scope';
import { exposition } from '@/lib/metrics/metrics';
import { ofdGet } from '@/lib/ofd/client';
import { NotFoundError } from '@/lib/ofd/errors';
import { organizationListSchema, organizationSchema } from '@/lib/ofd/schemas';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { person } from '@/lib/testing/person';
import { operatorGet } from './call';

// Operator access adds the person and the metrics to the wire's transport; the wire alone has
// neither (lib/ofd/client.ts knows nothing of people).

const ORGS = [
  { id: 'org-a', inn: '7700000001' },
  { id: 'org-b', inn: '7700000002' },
];
const upstream = setUpFakeOperator(
  'call',
  answerByPath({
    '/v2/organizations': ORGS,
    '/v2/organizations/org-b': ORGS[1],
  }),
  { OFD_TIMEOUT_MS: '2000' },
);
const owner = person('owner', ['org-a']);
const ORG = '/v2/organizations/{orgId}' as const;

describe('a call on a person’s behalf', () => {
  it('never reaches the operator for an organization outside the grant', async () => {
    const before = upstream.requests.length;
    await runAsViewer(owner, async () => {
      const call = operatorGet({
        path: ORG,
        params: { orgId: 'org-b' },
        schema: organizationSchema,
      });
      await expect(call).rejects.toBeInstanceOf(NotFoundError);
    });
    expect(upstream.requests.length).toBe(before);
  });

  it('sees the organizations list cut to the grant, where the wire alone sees all', async () => {
    const request = { path: '/v2/organizations', schema: organizationListSchema } as const;
    const scoped = await runAsViewer(owner, () => operatorGet(request));
    expect(scoped.map((org) => org.id)).toEqual(['org-a']);
    const unscoped = await runAsViewer(owner, () => ofdGet(request));
    expect(unscoped.map((org) => org.id)).toEqual(['org-a', 'org-b']);
  });

  it('is counted in the metrics; the wire alone is not', async () => {
    const countOf = async () =>
      Number(
        /upstream_requests_total\{path="\/v2\/organizations\/\{orgId\}",outcome="ok",status="200"\} (\d+)/.exec(
          (await exposition()).body,
        )?.[1] ?? 0,
      );
    const request = { path: ORG, params: { orgId: 'org-b' }, schema: organizationSchema };
    const start = await countOf();
    await runAsSystem(() => operatorGet(request));
    expect(await countOf()).toBe(start + 1);
    await ofdGet(request);
    expect(await countOf()).toBe(start + 1);
  });
});
