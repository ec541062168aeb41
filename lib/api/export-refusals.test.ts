import { beforeAll, describe, expect, it } from 'vitest';
import type { AppAuth } from '@/lib/auth/server/auth';
import { NotFoundError } from '@/lib/ofd/errors';
import { callRoute, openSignedInApp, signedIn } from '@/lib/testing/signed-in';
import { exportRoute } from './export-route.server';

// A refused export is audited like a made one (docs/people.md, "Data"): support's 403 at the door,
// an owner's 404 for an organization outside the grant (the scope's not-found, thrown here as the
// operator client would throw it).

let app: AppAuth;
const EXPORT = '/api/organizations/org-2/cashboxes/0000000002000002/documents/export';
const refusingRoute = exportRoute(async () => {
  throw new NotFoundError();
});

beforeAll(async () => {
  app = await openSignedInApp();
}, 60_000);

const refusals = () =>
  app.db.all<{ actor_email: string; subject: string; details: string }>(
    "SELECT actor_email, subject, details FROM audit_event WHERE action = 'export-refused' ORDER BY id",
  );

describe('refused exports', () => {
  it("records support's 403 and an owner's 404 with who, the register and the answer", async () => {
    const support = await signedIn(app, 'support@exports.test', 'support');
    const owner = await signedIn(app, 'owner@exports.test', 'owner', ['org-1']);
    expect((await callRoute(refusingRoute, support, EXPORT, { method: 'GET' })).status).toBe(403);
    expect((await callRoute(refusingRoute, owner, EXPORT, { method: 'GET' })).status).toBe(404);
    const rows = await refusals();
    expect(rows.map((r) => [r.actor_email, r.subject])).toEqual([
      ['support@exports.test', '0000000002000002'],
      ['owner@exports.test', '0000000002000002'],
    ]);
    expect(rows.map((r) => JSON.parse(r.details))).toEqual([
      { orgId: 'org-2', rnm: '0000000002000002', status: 403, reason: 'not-allowed' },
      { orgId: 'org-2', rnm: '0000000002000002', status: 404, reason: 'not-found' },
    ]);
  });

  it('records nothing for a refusal that is not an export', async () => {
    const owner = await signedIn(app, 'owner2@exports.test', 'owner', ['org-1']);
    const before = (await refusals()).length;
    const answer = await callRoute(refusingRoute, owner, '/api/organizations/org-2', {
      method: 'GET',
    });
    expect(answer.status).toBe(404);
    expect(await refusals()).toHaveLength(before);
  });
});
