import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { UnavailableError } from '@/lib/ofd/errors';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { explainOutsideCopy, OutsideCopyError } from '@/lib/ofd/outside-copy';
import { connectionAway, forgetConnectionAnswers } from '@/lib/ofd/reachability';
import { DAYS, DRIVES, INN, RNM } from '@/lib/ofd/taxcom/testing/stand-in';
import { twoOperators } from '@/lib/ofd/taxcom/testing/two-operators';
import { listOrganizations } from '@/lib/operator/api';
import { mirrorStoreOf } from '@/lib/service/store/mirror-store';
import { openTestStore } from '@/lib/service/testing/test-store';
import { connectionPass } from '../testing/connection-pass';
import { readDay } from '../testing/read-day';
import { createLocalCopy } from './local-copy';

// A Taxcom connection away after the mirror copied it: the dashboard's readers answer from the
// copy for it as for the default connection (docs/mirror-connections.md), each connection listing
// its own organizations, while the default operator still answers live.

const { taxcom } = twoOperators('connection-away');
const ORG = `taxcom1~${INN}`;
let opened: Awaited<ReturnType<typeof openTestStore>>;

beforeAll(async () => {
  opened = await openTestStore();
  const mirror = mirrorStoreOf(opened.store);
  // The default connection is not copied in this file.
  const copy = connectionPass(taxcom().connection, mirror, {
    now: new Date('2024-03-07T10:00:00Z'),
    concurrency: 1,
  });
  const pass = await copy.pass();
  expect(pass.lines.map((l) => l.state)).toEqual(['ok']);
  setLocalCopy(createLocalCopy(opened.store, mirror));
  forgetConnectionAnswers();
}, 60_000);

afterAll(async () => {
  setLocalCopy(undefined);
  forgetConnectionAnswers();
  await opened?.dispose();
});

const day = (rnm: string, drive: string, date: string) => readDay(ORG, rnm, drive, date);

describe('a Taxcom connection away, answered from the copy', { timeout: 60_000 }, () => {
  it('lists its organization and reads a day of it as live, the default one still live', async () => {
    const live = await day(RNM, DRIVES[0]!, DAYS[0]!);
    const liveOrganizations = await runAsSystem(() => listOrganizations());
    expect(live.documents.length).toBe(5);
    expect(connectionAway('taxcom1')).toBe(false);

    taxcom().operator.fail({ status: 503, times: 1_000_000 });
    const away = await day(RNM, DRIVES[0]!, DAYS[0]!);
    expect(connectionAway('taxcom1')).toBe(true);
    expect(away.documents.map((d) => d.fiscalDocumentNumber)).toEqual(
      live.documents.map((d) => d.fiscalDocumentNumber),
    );
    const organizations = await runAsSystem(() => listOrganizations());
    // Each connection's rows once: the default operator's live, Taxcom's from the copy.
    expect(organizations.map((o) => o.id).sort()).toEqual(
      liveOrganizations.map((o) => o.id).sort(),
    );
    expect(organizations.find((o) => o.id === ORG)).toMatchObject({ inn: INN });
    taxcom().operator.recover();
  });
});

describe('a day outside the copy of a connection away', { timeout: 60_000 }, () => {
  it('stays an outage that says which days the copy holds', async () => {
    taxcom().operator.fail({ status: 503, times: 1_000_000 });
    const outside = await day(RNM, DRIVES[0]!, '2024-03-01').catch((error: unknown) => error);
    expect(outside).toBeInstanceOf(UnavailableError);
    const explained = await explainOutsideCopy(outside, { orgId: ORG, rnm: RNM });
    expect(explained).toBeInstanceOf(OutsideCopyError);
    expect((explained as OutsideCopyError).held).toMatchObject({
      from: DAYS[0],
      asOfUtc: '2024-03-07T10:00:00.000Z',
    });
    // A register the copy never held stays a plain outage.
    expect(await explainOutsideCopy(outside, { orgId: ORG, rnm: '0000000009999999' })).toBe(
      outside,
    );
    taxcom().operator.recover();
  });
});
