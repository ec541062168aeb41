import { describe, expect, it } from 'vitest';
import { NOW } from '../testing/mirror-harness';
import { harnessPerTest } from '../testing/harness-per-test';
import { mirrorSettingsProblems, parseMirrorConfig } from './config';
import { formatPass, formatStatus } from './format';
import { statusView } from './status';

// What the mirror reports after a pass, and its settings.

const startHarness = harnessPerTest();

describe('mirror status', { timeout: 90_000 }, () => {
  it('reports per register how far it is synced, its lag, documents, gaps and errors', async () => {
    const h = await startHarness();
    const rnm = h.world.cashboxes[1]!.regNumber;
    for (let i = 0; i < 5; i++) {
      h.standIn.fault({ status: 500, path: new RegExp(`/${rnm}/documents/by-period$`) });
    }
    const pass = await h.pass();
    const later = new Date(NOW.getTime() + 12 * 60_000);
    const view = statusView(await h.mirror.listStatus(), true, later);
    expect(view.registers).toHaveLength(h.world.cashboxes.length);
    const failed = view.registers.find((r) => r.regNumber === rnm)!;
    expect(failed).toMatchObject({ state: 'error', syncedUpToUtc: null, lagMinutes: null });
    const ok = view.registers.find((r) => r.state === 'ok' && r.documents > 0)!;
    expect(ok).toMatchObject({ syncedUpToUtc: NOW.toISOString(), lagMinutes: 12, gaps: 0 });
    expect(ok.documents).toBe(h.standIn.visible(ok.regNumber).length);
    // One register never synced: the copy as a whole has no "as of" yet.
    expect(view.freshAsOfUtc).toBeNull();
    expect(formatStatus(view.registers, later)).toContain(`${ok.regNumber}  ok`);
    expect(formatPass(pass)).toMatch(new RegExp(`${rnm}\\s+error.*the operator answered 500`));

    // The next pass syncs it; now every register has an "as of", the oldest of them.
    await h.pass();
    const after = statusView(await h.mirror.listStatus(), true, later);
    expect(after.freshAsOfUtc).toBe(NOW.toISOString());
  });
});

describe('mirror settings', () => {
  it('is off unless OFD_MIRROR=on, with the documented defaults', () => {
    expect(parseMirrorConfig({})).toEqual({
      enabled: false,
      backfillDays: 90,
      intervalMinutes: 5,
      maxRps: 5,
      concurrency: 2,
      connectionRps: {},
    });
    expect(parseMirrorConfig({ OFD_MIRROR: 'on', OFD_MIRROR_MAX_RPS: '2' })).toMatchObject({
      enabled: true,
      maxRps: 2,
    });
  });

  it('names the variable that is wrong, never accepting a zero budget', () => {
    expect(() => parseMirrorConfig({ OFD_MIRROR_MAX_RPS: '0' })).toThrow(/OFD_MIRROR_MAX_RPS/);
    expect(() => parseMirrorConfig({ OFD_MIRROR: 'yes' })).toThrow(/OFD_MIRROR /);
    expect(() => parseMirrorConfig({ OFD_MIRROR_INTERVAL_MINUTES: 'soon' })).toThrow(
      /OFD_MIRROR_INTERVAL_MINUTES/,
    );
  });

  it('gives each other connection its own budget, the default one when unset', () => {
    const both = { OFD_CONNECTIONS: 'taxcom1, taxcom2', OFD_MIRROR_MAX_RPS: '4' };
    expect(parseMirrorConfig({ ...both, OFD_MIRROR_TAXCOM2_MAX_RPS: '1' }).connectionRps).toEqual({
      taxcom1: 4,
      taxcom2: 1,
    });
    expect(() => parseMirrorConfig({ ...both, OFD_MIRROR_TAXCOM1_MAX_RPS: '0' })).toThrow(
      /OFD_MIRROR_TAXCOM1_MAX_RPS/,
    );
    expect(mirrorSettingsProblems({ ...both, OFD_MIRROR_TAXCOM2_MAX_RPS: 'many' })).toEqual([
      { variable: 'OFD_MIRROR_TAXCOM2_MAX_RPS', problem: expect.stringMatching(/whole number/) },
    ]);
  });
});
