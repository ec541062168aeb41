import type { Role } from '@/lib/auth/roles';
import type { Severity } from '@/lib/health/types';
import type { AlertLocale, AlertRule, Episode } from './types';

// Whether a rule's message may carry an episode. The person's scope is read at every evaluation,
// not when the rule was made: an owner's rule reaches only the organizations granted to that owner
// now, whoever made the rule and whatever organizations it names (docs/people.md, docs/alerts.md).

export type RulePerson = {
  role: Role;
  orgIds: string[] | 'all';
  disabled: boolean;
  /** The language of their messages; unset: each rule's own (docs/alerts.md, "Language"). */
  locale?: AlertLocale;
};

const RANK: Record<Severity, number> = { warning: 1, critical: 2 };

export function mayReach(
  rule: Pick<AlertRule, 'organizationIds'>,
  person: RulePerson,
  organizationId: string,
): boolean {
  if (person.disabled) return false;
  if (person.orgIds !== 'all' && !person.orgIds.includes(organizationId)) return false;
  return !rule.organizationIds || rule.organizationIds.includes(organizationId);
}

export function ruleMatches(
  rule: Pick<AlertRule, 'organizationIds' | 'reasons' | 'minSeverity'>,
  person: RulePerson,
  episode: Pick<Episode, 'organizationId' | 'reason' | 'severity'>,
): boolean {
  if (!mayReach(rule, person, episode.organizationId)) return false;
  if (rule.reasons && !rule.reasons.includes(episode.reason)) return false;
  return RANK[episode.severity] >= RANK[rule.minSeverity];
}
