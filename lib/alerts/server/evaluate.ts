import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import type { HealthRow } from '@/lib/health/types';
import { planEpisodes } from '../episodes';
import { historyKey, planDeliveries, type History } from '../plan-deliveries';
import { failInterrupted, episodeDeliveries, recordDelivery } from './delivery-store';
import {
  insertEpisodes,
  openEpisodes,
  recentlyResolved,
  resolveEpisodes,
  snoozesAt,
} from './episode-store';
import { withEvaluatorLock } from './lock';
import { setOpenEpisodes } from './metrics';
import { rulePeople } from './people';
import { listRules, publicRule } from './rules-store';
import { sendDue, type SendOutcome } from './send';
import type { AlertSettings } from './settings';

// One evaluation (docs/alerts.md): under the evaluator lock, read the health board (the same
// computation, cache and bounded upstream work as the board page), open and resolve episodes,
// record what each rule owes, then send what is due. `rows` is a function so that an instance that
// does not get the lock does no upstream work at all.

export type EvaluationDeps = {
  db: AppDatabase;
  databaseUrl: string | undefined;
  settings: AlertSettings;
  rows: () => Promise<HealthRow[]>;
  now?: () => number;
};

export type Evaluation = {
  ran: boolean;
  opened: number;
  resolved: number;
  recorded: number;
  interrupted: number;
  deliveries: SendOutcome[];
};

const RESOLVED_LOOKBACK_MS = 7 * 24 * 3_600_000;

export async function evaluateAlerts(deps: EvaluationDeps): Promise<Evaluation> {
  const result = await withEvaluatorLock(deps.db, deps.databaseUrl, () => evaluateLocked(deps));
  if (result.ran) return result.value;
  return { ran: false, opened: 0, resolved: 0, recorded: 0, interrupted: 0, deliveries: [] };
}

/** Between evaluations: only sends what is due (held by quiet hours, retries), under the lock. */
export async function deliverDue(deps: Omit<EvaluationDeps, 'rows'>): Promise<SendOutcome[]> {
  const now = deps.now?.() ?? Date.now();
  const result = await withEvaluatorLock(deps.db, deps.databaseUrl, () =>
    sendDue(deps.db, deps.settings, now),
  );
  return result.ran ? result.value : [];
}

async function evaluateLocked({ db, settings, rows: loadRows, now: clock }: EvaluationDeps) {
  const interrupted = await failInterrupted(db);
  const rows = await loadRows();
  const now = clock?.() ?? Date.now();
  const nowIso = new Date(now).toISOString();
  const plan = planEpisodes(rows, await openEpisodes(db), now);
  await insertEpisodes(db, plan.opened);
  await resolveEpisodes(
    db,
    plan.resolved.map((e) => e.id),
    nowIso,
  );
  const since = new Date(now - RESOLVED_LOOKBACK_MS).toISOString();
  const [open, resolved, snoozed, rules] = await Promise.all([
    openEpisodes(db),
    recentlyResolved(db, since),
    snoozesAt(db, nowIso),
    listRules(db),
  ]);
  const people = await rulePeople(
    db,
    rules.map((r) => r.userId),
  );
  const planned = planDeliveries({
    now,
    rules: rules.map(publicRule),
    people,
    open,
    resolved,
    rows,
    history: await history(db, since),
    snoozed,
    remindHours: settings.remindHours,
    appUrl: settings.appUrl,
  });
  let recorded = 0;
  for (const p of planned) {
    const fresh = await recordDelivery(
      db,
      {
        dedupe: p.dedupe,
        ruleId: p.rule.id,
        userId: p.rule.userId,
        episodeId: p.episodeId,
        kind: p.kind,
        channel: p.rule.channel,
        target: p.rule.target,
        dueAt: p.dueAt,
        message: p.message,
      },
      nowIso,
    );
    if (fresh) recorded++;
  }
  setOpenEpisodes(open.map((e) => e.reason));
  const deliveries = await sendDue(db, settings, now);
  return {
    ran: true,
    opened: plan.opened.length,
    resolved: plan.resolved.length,
    recorded,
    interrupted,
    deliveries,
  };
}

async function history(db: AppDatabase, since: string): Promise<Map<string, History>> {
  const map = new Map<string, History>();
  for (const row of await episodeDeliveries(db, since)) {
    const key = historyKey(row.rule_id, row.episode_id);
    const entry = map.get(key) ?? { kinds: new Set(), last: row.created_at, reminders: 0 };
    entry.kinds.add(row.kind);
    if (row.created_at > entry.last) entry.last = row.created_at;
    if (row.kind === 'reminder') entry.reminders++;
    map.set(key, entry);
  }
  return map;
}
