import type { HealthRow } from '@/lib/health/types';
import { digestMessage } from './digest';
import { episodeKey } from './episodes';
import { digestDay, quietUntil } from './local-time';
import { episodeMessage } from './messages';
import { mayReach, ruleMatches, type RulePerson } from './reach';
import type { AlertMessage, AlertRule, DeliveryKind, Episode, SnoozeShown } from './types';

// Which messages each rule owes now (docs/alerts.md): an open episode it never told of → "opened";
// one it told of, not acknowledged, last told more than remindHours ago → a reminder; a resolved
// one it told of → "resolved"; a daily rule past its time of day → that day's digest. Snoozed
// register-reasons owe nothing while snoozed; quiet hours hold immediate messages until they end.
// Messages are in the person's language (their rule's own only if they never chose one). Each
// message has a dedupe key, so planning the same thing twice records it once.

export type History = { kinds: Set<DeliveryKind>; last: string; reminders: number };

export type PlanInput = {
  now: number;
  rules: readonly AlertRule[];
  people: ReadonlyMap<string, RulePerson>;
  open: readonly Episode[];
  resolved: readonly Episode[];
  rows: readonly HealthRow[];
  history: ReadonlyMap<string, History>;
  /** episodeKey → the snooze in force: its messages are held, the digest lists it apart. */
  snoozed: ReadonlyMap<string, SnoozeShown>;
  remindHours: number;
  appUrl: string;
};

export type PlannedDelivery = {
  dedupe: string;
  rule: AlertRule;
  episodeId: string | null;
  kind: DeliveryKind;
  dueAt: string;
  message: AlertMessage;
};

export const historyKey = (ruleId: string, episodeId: string) => `${ruleId}|${episodeId}`;

export function planDeliveries(input: PlanInput): PlannedDelivery[] {
  const out: PlannedDelivery[] = [];
  for (const rule of input.rules) {
    const person = input.people.get(rule.userId);
    if (!person) continue;
    if (rule.mode === 'daily') planDigest(input, rule, person, out);
    else planImmediate(input, rule, person, out);
  }
  return out;
}

function planImmediate(
  input: PlanInput,
  rule: AlertRule,
  person: RulePerson,
  out: PlannedDelivery[],
) {
  const { now, appUrl } = input;
  const dueAt = new Date(quietUntil(now, rule.timeZone, rule.quietHours) ?? now).toISOString();
  const add = (episode: Episode, kind: 'opened' | 'resolved' | 'reminder', suffix = '') =>
    out.push({
      dedupe: `${rule.id}:${episode.id}:${kind}${suffix}`,
      rule,
      episodeId: episode.id,
      kind,
      dueAt,
      message: episodeMessage(kind, episode, person.locale ?? rule.locale, appUrl),
    });
  for (const episode of input.open) {
    if (!ruleMatches(rule, person, episode) || input.snoozed.has(episodeKey(episode))) continue;
    const told = input.history.get(historyKey(rule.id, episode.id));
    if (!told?.kinds.has('opened')) {
      add(episode, 'opened');
    } else if (
      !episode.acknowledgedAt &&
      now - Date.parse(told.last) >= input.remindHours * 3_600_000
    ) {
      add(episode, 'reminder', `:${told.reminders + 1}`);
    }
  }
  for (const episode of input.resolved) {
    const told = input.history.get(historyKey(rule.id, episode.id));
    if (!told?.kinds.has('opened') || told.kinds.has('resolved')) continue;
    if (mayReach(rule, person, episode.organizationId)) add(episode, 'resolved');
  }
}

function planDigest(input: PlanInput, rule: AlertRule, person: RulePerson, out: PlannedDelivery[]) {
  const day = rule.dailyAt ? digestDay(input.now, rule.timeZone, rule.dailyAt) : null;
  if (!day) return;
  // A snoozed problem is still a problem: the digest lists it apart, with whose snooze it is,
  // until when and why, so a snooze never hides it from the one message that sums up the day.
  const matching = input.open.filter((e) => ruleMatches(rule, person, e));
  const episodes = matching.filter((e) => !input.snoozed.has(episodeKey(e)));
  const snoozed = matching.flatMap((episode) => {
    const snooze = input.snoozed.get(episodeKey(episode));
    return snooze ? [{ episode, ...snooze }] : [];
  });
  const rows = input.rows.filter((row) => mayReach(rule, person, row.organizationId));
  out.push({
    dedupe: `${rule.id}:digest:${day}`,
    rule,
    episodeId: null,
    kind: 'digest',
    dueAt: new Date(input.now).toISOString(),
    message: digestMessage({
      day,
      locale: person.locale ?? rule.locale,
      appUrl: input.appUrl,
      episodes,
      snoozed,
      rows,
    }),
  });
}
