import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { DRIVE, INN, RNM, startOfdRuStandIn } from '@/lib/ofd/ofdru/testing/stand-in';
import { connectionAway, forgetConnectionAnswers } from '@/lib/ofd/reachability';
import { besideDefault } from '@/lib/ofd/testing/beside-default';
import { listOrganizations } from '@/lib/operator/api';
import { readDay } from '../testing/read-day';
import { connectionSource } from './connection-source';
import { createLocalCopy } from './local-copy';
import { openMirror, type Mirror } from './open';
import { runPass } from './pass';

// An OFD.ru connection as the mirror opens it from the settings (open.ts), copied, and then its
// stand-in stopped: the dashboard's readers answer its organization and its day from the copy
// (docs/mirror-connections.md), while the default operator still answers live.

const { standIn } = besideDefault('ofdru-away', () =>
  startOfdRuStandIn(undefined, { name: 'ofdru1' }),
);
const ORG = `ofdru1~${INN}`;
/** The morning after the stand-in's last receipts; twenty days back reach every one of them. */
const NOW = new Date('2026-01-13T10:00:00Z');
let mirror: Mirror | undefined;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ofdru-away-'));
  // The copy's own SQLite store, whatever database the machine's tests name.
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { OFD_DATA_DIR: dataDir, OFD_MIRROR_OFDRU1_MAX_RPS: '1000' });
  mirror = await openMirror();
  expect(mirror.others.map((o) => o.connection.name)).toEqual(['ofdru1']);
  const options = { ...mirror.options, backfillDays: 20, now: () => NOW };
  const pass = await runPass(connectionSource(mirror.others[0]!, options), options);
  expect(pass.lines.map((l) => l.state)).toEqual(['ok', 'ok']);
  setLocalCopy(createLocalCopy(mirror.store, mirror.options.mirror));
  forgetConnectionAnswers();
}, 60_000);

afterAll(async () => {
  setLocalCopy(undefined);
  forgetConnectionAnswers();
  await mirror?.store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('an OFD.ru connection stopped, answered from the copy', { timeout: 60_000 }, () => {
  it('lists its organization and reads a day of it as live, the default one still live', async () => {
    const live = await readDay(ORG, RNM, DRIVE, '2026-01-12');
    const liveOrganizations = await runAsSystem(() => listOrganizations());
    expect(live.documents.map((d) => d.fiscalDocumentNumber)).toEqual([150, 151]);
    expect(connectionAway('ofdru1')).toBe(false);

    await standIn().close();
    const away = await readDay(ORG, RNM, DRIVE, '2026-01-12');
    expect(connectionAway('ofdru1')).toBe(true);
    // The same receipts, read as live; the copy adds only what the store gives each (an id, when
    // it was received).
    const seen = (d: (typeof live.documents)[number]) => ({ ...d, id: '', receivedUtc: undefined });
    expect(away.documents.map(seen)).toEqual(live.documents.map(seen));
    const organizations = await runAsSystem(() => listOrganizations());
    // Each connection's rows once: the default operator's live, OFD.ru's from the copy.
    expect(organizations.map((o) => o.id).sort()).toEqual(
      liveOrganizations.map((o) => o.id).sort(),
    );
    expect(organizations.find((o) => o.id === ORG)).toMatchObject({ inn: INN });
  });
});
