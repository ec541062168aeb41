import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import { DEMO_PEOPLE } from '@/lib/auth/demo-people';
import { ruleInputSchema } from '../rule.schema';
import { createRule } from './rules-store';

// The demo's own rule (docs/alerts.md): with the built-in service, the demo admin gets one e-mail
// rule for every reason, so the demo world's planted faults reach the development outbox at the
// first evaluation without any setup. Made once: an admin who deletes it keeps it deleted.

const MARK = 'demo-rule';

export async function ensureDemoRule(db: AppDatabase): Promise<void> {
  if (await db.get('SELECT value FROM alert_state WHERE key = ?', [MARK])) return;
  const email = DEMO_PEOPLE.admin.email;
  const admin = await db.get<{ id: string }>('SELECT id FROM "user" WHERE email = ?', [email]);
  if (!admin) return;
  const claimed = await db.run(
    'INSERT INTO alert_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
    [MARK, new Date().toISOString()],
  );
  if (claimed.changes === 0) return;
  const input = ruleInputSchema.parse({ channel: 'email', target: email });
  await createRule(db, admin.id, input, { timeZone: 'Europe/Moscow', locale: 'en' });
}
