import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { checkSettings } from './check';
import { checkSettingsAtStart, unappliedSettings } from './at-start';

// Every setting checked before the first request (docs/configuration.md, "Checked at start"):
// each problem names its variable and the allowed form, never the value.

const TOKEN = '123456:secret-token-that-is-malformed because of spaces';

describe('checkSettings', () => {
  it('finds nothing wrong with a good default environment', () => {
    expect(checkSettings({})).toEqual([]);
    expect(checkSettings({ NODE_ENV: 'production', PORT: '3000', OFD_MIRROR: 'off' })).toEqual([]);
  });

  it('names each variable that is wrong with its allowed range, never its value', () => {
    const problems = checkSettings({
      OFD_MIRROR_BACKFILL_DAYS: '4000',
      TELEGRAM_BOT_TOKEN: TOKEN,
      OFD_BASE_URL: 'ftp://operator.example',
    });
    expect(problems).toEqual([
      { variable: 'OFD_BASE_URL', problem: 'must be an absolute http(s) URL' },
      {
        variable: 'TELEGRAM_BOT_TOKEN',
        problem: expect.stringMatching(/^must be a Telegram bot token/) as string,
      },
      { variable: 'OFD_MIRROR_BACKFILL_DAYS', problem: 'must be 0–3660' },
    ]);
    const text = JSON.stringify(problems);
    for (const value of ['4000', 'secret-token', 'ftp://']) expect(text).not.toContain(value);
  });

  it('asks for the credentials of a configured operator', () => {
    expect(checkSettings({ OFD_BASE_URL: 'https://ofd.example' }).map((p) => p.variable)).toEqual([
      'OFD_API_KEY',
      'OFD_SESSION_ID',
    ]);
  });

  it('refuses another operator connection that is not whole, naming each variable', () => {
    const problems = checkSettings({
      OFD_CONNECTIONS: 'taxcom1,other',
      OFD_TAXCOM1_KIND: 'taxcom',
      OFD_TAXCOM1_BASE_URL: 'https://api-lk-ofd.taxcom.example',
      OFD_TAXCOM1_LOGIN: 'owner@example.test',
      OFD_TAXCOM1_PASSWORD: 'secret password 42',
      OFD_OTHER_KIND: 'sbis',
    });
    expect(problems).toEqual([
      {
        variable: 'OFD_TAXCOM1_INTEGRATOR_ID',
        problem: 'is required for a connection of kind taxcom',
      },
      { variable: 'OFD_OTHER_KIND', problem: 'must be one of: taxcom, ofdru' },
    ]);
    expect(JSON.stringify(problems)).not.toContain('secret password');
  });
});

describe('the server at start', () => {
  it('exits with 1 in production and stays up in development, naming the setting for readiness', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.fn();
    const bad = { OFD_MIRROR_BACKFILL_DAYS: '4000' };
    expect(checkSettingsAtStart({ ...bad, NODE_ENV: 'production' }, exit)).toBe(false);
    expect(exit).toHaveBeenCalledWith(1);
    exit.mockClear();
    expect(checkSettingsAtStart({ ...bad, NODE_ENV: 'development' }, exit)).toBe(false);
    expect(exit).not.toHaveBeenCalled();
    expect(unappliedSettings()).toEqual(['OFD_MIRROR_BACKFILL_DAYS']);
    expect(errors.mock.calls.join('\n')).toContain('OFD_MIRROR_BACKFILL_DAYS must be 0–3660');
    expect(checkSettingsAtStart({}, exit)).toBe(true);
    expect(unappliedSettings()).toEqual([]);
    errors.mockRestore();
  });
});

describe('npm start', () => {
  it('stops before building with exit 1 and the variable named', { timeout: 60_000 }, () => {
    // Only the check runs: it comes before the build, which this test never reaches.
    const run = spawnSync('node', ['lib/launch/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', OFD_MIRROR_BACKFILL_DAYS: '4000' },
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('OFD_MIRROR_BACKFILL_DAYS must be 0–3660');
    expect(run.stdout + run.stderr).not.toMatch(/building once|next build/);
  });
});
