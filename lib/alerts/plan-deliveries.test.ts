import { describe, expect, it } from 'vitest';
import { boardRow } from '@/lib/health/testing';
import type { HealthRow } from '@/lib/health/types';
import { planEpisodes } from './episodes';
import { quietUntil } from './local-time';
import { historyKey, planDeliveries, type History, type PlanInput } from './plan-deliveries';
import type { RulePerson } from './reach';
import type { AlertRule, Episode } from './types';

// What each rule owes: scope, quiet hours, acknowledge, snooze, reminders and the daily digest.

const NOW = Date.parse('2026-11-20T12:00:00Z'); // 15:00 in Moscow
const HOUR = 3_600_000;

const rule = (patch: Partial<AlertRule> = {}): AlertRule => ({
  id: 'r1',
  userId: 'u1',
  channel: 'email',
  target: 'a@b.example',
  reasons: null,
  minSeverity: 'warning',
  organizationIds: null,
  quietHours: null,
  timeZone: 'Europe/Moscow',
  locale: 'en',
  mode: 'immediate',
  dailyAt: null,
  createdAt: '2026-11-01T00:00:00Z',
  ...patch,
});
const episode = (patch: Partial<Episode> = {}): Episode => ({
  id: 'e1',
  organizationId: 'org-a',
  rnm: '0000000001000001',
  reason: 'silent',
  severity: 'critical',
  since: '2026-11-20T08:00:00Z',
  openedAt: '2026-11-20T11:00:00Z',
  resolvedAt: null,
  acknowledgedAt: null,
  register: { organizationName: 'A', name: 'Till 1', address: 'Moscow', evidence: ['/x'] },
  ...patch,
});
const admin: RulePerson = { role: 'admin', orgIds: 'all', disabled: false };
const ownerOfA: RulePerson = { role: 'owner', orgIds: ['org-a'], disabled: false };

function plan(patch: Partial<PlanInput> = {}) {
  return planDeliveries({
    now: NOW,
    rules: [rule()],
    people: new Map([['u1', admin]]),
    open: [episode()],
    resolved: [],
    rows: [],
    history: new Map(),
    snoozed: new Map(),
    remindHours: 24,
    appUrl: 'https://console.example',
    ...patch,
  });
}
const told = (last: string, ...kinds: History['kinds'] extends Set<infer K> ? K[] : never) =>
  new Map([[historyKey('r1', 'e1'), { kinds: new Set(kinds), last, reminders: 0 }]]);

describe('planning deliveries', () => {
  it('tells of a new episode once, at once', () => {
    const [only, ...rest] = plan();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ kind: 'opened', dedupe: 'r1:e1:opened' });
    expect(only!.dueAt).toBe(new Date(NOW).toISOString());
    expect(plan({ history: told('2026-11-20T11:00:00Z', 'opened') })).toEqual([]);
  });

  it('never carries another organization to an owner, whatever the rule names', () => {
    const people = new Map([['u1', ownerOfA]]);
    const other = episode({ organizationId: 'org-b' });
    expect(plan({ people, open: [other] })).toEqual([]);
    expect(plan({ people, open: [other], rules: [rule({ organizationIds: ['org-b'] })] })).toEqual(
      [],
    );
    expect(plan({ people, open: [episode()] })).toHaveLength(1);
    const disabled = new Map([['u1', { ...admin, disabled: true }]]);
    expect(plan({ people: disabled })).toEqual([]);
  });

  it('filters by reason and minimum severity', () => {
    expect(plan({ rules: [rule({ reasons: ['fd-gap'] })] })).toEqual([]);
    const warning = episode({ severity: 'warning' });
    expect(plan({ open: [warning], rules: [rule({ minSeverity: 'critical' })] })).toEqual([]);
    expect(plan({ open: [warning] })).toHaveLength(1);
  });

  it('holds immediate messages until quiet hours end, in the rule time zone', () => {
    // 15:00 in Moscow: quiet 14:00–16:00 ends at 16:00 Moscow, 13:00 UTC.
    const [held] = plan({ rules: [rule({ quietHours: { from: '14:00', to: '16:00' } })] });
    expect(held!.dueAt).toBe('2026-11-20T13:00:00.000Z');
    // Across midnight: 22:00–07:00 is not quiet at 15:00.
    const [free] = plan({ rules: [rule({ quietHours: { from: '22:00', to: '07:00' } })] });
    expect(free!.dueAt).toBe(new Date(NOW).toISOString());
    const night = Date.parse('2026-11-20T21:30:00Z'); // 00:30 in Moscow
    expect(quietUntil(night, 'Europe/Moscow', { from: '22:00', to: '07:00' })).toBe(
      Date.parse('2026-11-21T04:00:00Z'),
    );
  });

  it('reminds after remindHours, unless acknowledged', () => {
    const old = new Date(NOW - 25 * HOUR).toISOString();
    const [reminder] = plan({ history: told(old, 'opened') });
    expect(reminder).toMatchObject({ kind: 'reminder', dedupe: 'r1:e1:reminder:1' });
    expect(plan({ history: told(new Date(NOW - 23 * HOUR).toISOString(), 'opened') })).toEqual([]);
    const acknowledged = episode({ acknowledgedAt: old });
    expect(plan({ open: [acknowledged], history: told(old, 'opened') })).toEqual([]);
  });

  it('says nothing of a snoozed register and reason', () => {
    const held = { until: '2026-11-21T00:00:00.000Z', by: 'a@b.example', note: null };
    expect(plan({ snoozed: new Map([['org-a/0000000001000001/silent', held]]) })).toEqual([]);
    expect(plan({ snoozed: new Map([['org-a/0000000001000001/fd-gap', held]]) })).toHaveLength(1);
  });

  it('tells of a resolution only those it told of the problem', () => {
    const resolved = episode({ resolvedAt: '2026-11-20T11:30:00Z' });
    expect(plan({ open: [], resolved: [resolved] })).toEqual([]);
    const [done] = plan({ open: [], resolved: [resolved], history: told('x', 'opened') });
    expect(done).toMatchObject({ kind: 'resolved', dedupe: 'r1:e1:resolved' });
    expect(
      plan({ open: [], resolved: [resolved], history: told('x', 'opened', 'resolved') }),
    ).toEqual([]);
  });
});

describe('the daily digest', () => {
  const daily = rule({ mode: 'daily', dailyAt: '09:00', locale: 'ru' });
  const row = {
    organizationId: 'org-a',
    rnm: '0000000001000002',
    status: 'warning',
    organizationName: 'A',
    name: 'Till 2',
    salesPointName: '',
    address: '',
    utcOffset: 3,
    offsetAssumed: false,
    reasons: [
      {
        code: 'drive-expiring',
        severity: 'warning',
        since: null,
        detail: {
          drive: '9960440300000001',
          registeredAt: '2025-08-01T00:00:00',
          termMonths: 15,
          validUntil: '2026-12-01T00:00:00',
          daysLeft: 11,
        },
      },
      {
        code: 'window-ending',
        severity: 'warning',
        since: null,
        detail: { permissionTo: '2026-12-10T23:59:59', days: 20 },
      },
    ],
  } satisfies HealthRow;

  it('lists what is open, expiring drives and ending windows, once a day after its time', () => {
    const [digest, ...rest] = plan({ rules: [daily], rows: [row] });
    expect(rest).toEqual([]);
    expect(digest).toMatchObject({ kind: 'digest', dedupe: 'r1:digest:2026-11-20' });
    expect(digest!.message.text).toContain('Молчит');
    expect(digest!.message.text).toContain('- 2026-12-01: Till 2 (RNM 0000000001000002, A)');
    expect(digest!.message.text).toContain('- 2026-12-10: Till 2');
    // 08:00 in Moscow: not yet.
    expect(plan({ rules: [daily], now: Date.parse('2026-11-20T05:00:00Z') })).toEqual([]);
  });

  it('leaves out registers of organizations the owner may not see', () => {
    const people = new Map([['u1', ownerOfA]]);
    const [digest] = plan({
      rules: [daily],
      people,
      open: [episode({ organizationId: 'org-b' })],
      rows: [{ ...row, organizationId: 'org-b' }],
    });
    expect(digest!.message.text).not.toContain('Till');
    expect(digest!.message.data).toMatchObject({ open: [], drives: [], windows: [] });
  });

  it('lists a snoozed problem apart, with whose snooze, until when and why', () => {
    const held = {
      until: '2026-11-27T09:00:00.000Z',
      by: 'owner@a.example',
      note: 'drive ordered',
    };
    const fdGap = episode({ reason: 'fd-gap' });
    const [digest] = plan({
      rules: [rule({ mode: 'daily', dailyAt: '09:00' })],
      open: [episode(), fdGap],
      snoozed: new Map([['org-a/0000000001000001/fd-gap', held]]),
    });
    const text = digest!.message.text;
    expect(text).toContain('Snoozed (no messages until the time shown):');
    expect(text).toMatch(
      /- Missing FD numbers: Till 1 .*, snoozed by owner@a\.example until 2026-11-27 09:00 UTC \(drive ordered\)/,
    );
    expect(digest!.message.data).toMatchObject({
      open: [{ reason: 'silent' }],
      snoozed: [{ reason: 'fd-gap', by: 'owner@a.example', until: held.until }],
    });
  });
});

describe('episodes', () => {
  const row = (reasons: HealthRow['reasons'], incomplete?: boolean) =>
    boardRow({
      organizationId: 'org-a',
      status: 'critical',
      organizationName: 'A',
      reasons,
      ...(incomplete ? { incomplete } : {}),
    });
  const silent = {
    code: 'silent',
    severity: 'critical',
    since: null,
    detail: { lastDocument: null, lastReceivedUtc: null, hours: 30 },
  } as const;

  it('opens one per register and reason, and resolves it when the reason is gone', () => {
    const first = planEpisodes([row([silent])], [], NOW);
    expect(first.opened).toHaveLength(1);
    const open = [episode()];
    expect(planEpisodes([row([silent])], open, NOW)).toEqual({ opened: [], resolved: [] });
    expect(planEpisodes([row([])], open, NOW).resolved).toEqual(open);
  });

  it('resolves nothing from a row computed only in part', () => {
    expect(planEpisodes([row([], true)], [episode()], NOW).resolved).toEqual([]);
  });
});
