import 'server-only';
import { alertsDatabase } from './alerts-database';
import { runAsSystem } from '@/lib/auth/server/scope';
import { healthBoard } from '@/lib/health/server/board';
import { getEnv } from '@/lib/env';
import { ensureDemoRule } from './demo-rule';
import { deliverDue, evaluateAlerts, type Evaluation } from './evaluate';
import { alertSettings } from './settings';

// One evaluation in the running app (the timer, POST /api/alerts/evaluate, the CLI): on the app
// database, from the health board read as the system (every register; each rule is cut to its
// person's scope in lib/alerts/reach.ts), with its cache and bounded upstream work.

export async function evaluateInApp(): Promise<Evaluation> {
  const db = await alertsDatabase();
  const env = getEnv();
  if (env.builtIn) await ensureDemoRule(db);
  return evaluateAlerts({
    db,
    databaseUrl: env.databaseUrl,
    settings: alertSettings(),
    rows: () => runAsSystem(() => healthBoard()),
  });
}

/** Sends what is due without reading the board (the timer's ticks between evaluations). */
export async function deliverDueInApp() {
  const db = await alertsDatabase();
  return deliverDue({ db, databaseUrl: getEnv().databaseUrl, settings: alertSettings() });
}
