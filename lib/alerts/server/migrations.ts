import 'server-only';
import { statements as sql, type AppMigration } from '@/lib/app-database/migrate';
import {
  PERSON_LANGUAGE_TABLE,
  SEED_FROM_RULES,
  SNOOZE_NOTE_COLUMNS,
  createAlertTables,
} from './tables';

// The alerts' tables in the app database (registered in lib/app-database/migrations.ts).

export const ALERT_MIGRATIONS: AppMigration[] = [
  { version: 4, name: 'alerts', apply: (db) => createAlertTables(db) },
  {
    version: 5,
    name: 'alert language per person',
    apply: sql(PERSON_LANGUAGE_TABLE, SEED_FROM_RULES),
  },
  { version: 6, name: 'snooze notes', apply: sql(...SNOOZE_NOTE_COLUMNS) },
];
