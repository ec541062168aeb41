// The mirror's tables (mirror-types.ts, docs/mirror.md), alike in both engines' migration
// "mirror" (sqlite-migrations.ts, postgres-migrations.ts). Released with that migration: never
// edit it, change the schema with a new migration instead.

const MIRROR_DDL = `
  -- One row per register: the operator's opaque cursor and the period start it belongs to.
  CREATE TABLE IF NOT EXISTS mirror_cursors (
    reg_number TEXT PRIMARY KEY,
    period_from TEXT NOT NULL,
    cursor TEXT,
    saved_utc TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS mirror_status (
    reg_number TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    state TEXT NOT NULL,
    synced_up_to_utc TEXT,
    last_attempt_utc TEXT NOT NULL,
    last_document TEXT,
    documents BIGINT NOT NULL,
    conflicts BIGINT NOT NULL,
    gaps BIGINT NOT NULL,
    error TEXT
  );
  -- A document the operator now serves with other content than the stored one: both hashes kept.
  CREATE TABLE IF NOT EXISTS mirror_conflicts (
    fiscal_drive_number TEXT NOT NULL,
    fd_number BIGINT NOT NULL,
    reg_number TEXT NOT NULL,
    stored_hash TEXT NOT NULL,
    incoming_hash TEXT NOT NULL,
    seen_utc TEXT NOT NULL,
    PRIMARY KEY (fiscal_drive_number, fd_number)
  );
  CREATE INDEX IF NOT EXISTS mirror_conflicts_by_register ON mirror_conflicts(reg_number);
`;

// Migration 5 "mirror unreadable" (both engines): documents the operator sent that could not be
// stored, as sent and with the reason (docs/mirror.md, "Unreadable documents"), and their count in
// each register's status. Keyed by a hash of register and raw text: a page read twice keeps one.
const MIRROR_UNREADABLE_DDL = `
  CREATE TABLE IF NOT EXISTS mirror_unreadable (
    key TEXT PRIMARY KEY,
    reg_number TEXT,
    type TEXT,
    fiscal_drive_number TEXT,
    fd_number BIGINT,
    date_time TEXT,
    reason TEXT NOT NULL,
    raw TEXT NOT NULL,
    first_seen_utc TEXT NOT NULL,
    last_seen_utc TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS mirror_unreadable_by_register ON mirror_unreadable(reg_number);
  ALTER TABLE mirror_status ADD COLUMN unreadable BIGINT NOT NULL DEFAULT 0;
`;

/** Migrations 4 and 5, one SQL for both engines, so one entry each in both engines' lists. */
export const MIRROR_MIGRATIONS: { version: number; name: string; sql: string }[] = [
  // The mirror's cursors, statuses and conflicts (docs/mirror.md).
  { version: 4, name: 'mirror', sql: MIRROR_DDL },
  // Documents the mirror could not store, kept with their reason.
  { version: 5, name: 'mirror unreadable', sql: MIRROR_UNREADABLE_DDL },
];

/** Upserts shared by both engines; `?` placeholders (postgres-mirror.ts numbers them). */
export const MIRROR_SQL = {
  organization: `INSERT INTO organizations (id, inn, kpp, ogrn, short_name, full_name)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET inn = excluded.inn, kpp = excluded.kpp, ogrn = excluded.ogrn,
      short_name = excluded.short_name, full_name = excluded.full_name`,
  cashbox: `INSERT INTO cashboxes (reg_number, organization_id, serial_number, name, model_name, kpp,
      sales_point_name) VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (reg_number) DO UPDATE SET organization_id = excluded.organization_id,
      serial_number = excluded.serial_number, name = excluded.name,
      model_name = excluded.model_name, kpp = excluded.kpp,
      sales_point_name = excluded.sales_point_name`,
  address: `INSERT INTO cashbox_addresses (reg_number, start_date, address) VALUES (?, ?, ?)
    ON CONFLICT (reg_number, start_date) DO UPDATE SET address = excluded.address`,
  drive: `INSERT INTO fiscal_drives (fiscal_drive_number, reg_number, installed_at) VALUES (?, ?, ?)
    ON CONFLICT (fiscal_drive_number) DO NOTHING`,
  integrator: `INSERT INTO integrators (api_key, name) VALUES (?, ?) ON CONFLICT (api_key) DO NOTHING`,
  organizationGrant: `INSERT INTO organization_grants (api_key, user_id, organization_id)
    VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  cashboxGrant: `INSERT INTO cashbox_grants (api_key, user_id, organization_id, reg_number,
      permission_from, permission_to) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (api_key, user_id, reg_number) DO UPDATE SET
      organization_id = excluded.organization_id, permission_from = excluded.permission_from,
      permission_to = excluded.permission_to`,
  cursor: `INSERT INTO mirror_cursors (reg_number, period_from, cursor, saved_utc) VALUES (?, ?, ?, ?)
    ON CONFLICT (reg_number) DO UPDATE SET period_from = excluded.period_from,
      cursor = excluded.cursor, saved_utc = excluded.saved_utc`,
  readCursor: `SELECT reg_number AS "regNumber", period_from AS "periodFrom", cursor
    FROM mirror_cursors WHERE reg_number = ?`,
  conflict: `INSERT INTO mirror_conflicts (fiscal_drive_number, fd_number, reg_number, stored_hash,
      incoming_hash, seen_utc) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (fiscal_drive_number, fd_number) DO UPDATE SET
      incoming_hash = excluded.incoming_hash, seen_utc = excluded.seen_utc`,
  status: `INSERT INTO mirror_status (reg_number, organization_id, state, synced_up_to_utc,
      last_attempt_utc, last_document, documents, conflicts, gaps, unreadable, error)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (reg_number) DO UPDATE SET organization_id = excluded.organization_id,
      state = excluded.state, synced_up_to_utc = excluded.synced_up_to_utc,
      last_attempt_utc = excluded.last_attempt_utc, last_document = excluded.last_document,
      documents = excluded.documents, conflicts = excluded.conflicts, gaps = excluded.gaps,
      unreadable = excluded.unreadable, error = excluded.error`,
  listStatus: `SELECT reg_number AS "regNumber", organization_id AS "organizationId", state,
      synced_up_to_utc AS "syncedUpToUtc", last_attempt_utc AS "lastAttemptUtc",
      last_document AS "lastDocument", documents, conflicts, gaps, unreadable, error
    FROM mirror_status`,
  countConflicts: 'SELECT COUNT(*) AS n FROM mirror_conflicts WHERE reg_number = ?',
  unreadable: `INSERT INTO mirror_unreadable (key, reg_number, type, fiscal_drive_number, fd_number,
      date_time, reason, raw, first_seen_utc, last_seen_utc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET reason = excluded.reason, last_seen_utc = excluded.last_seen_utc`,
  countUnreadable: 'SELECT COUNT(*) AS n FROM mirror_unreadable WHERE reg_number = ?',
  unreadableDays: `SELECT DISTINCT substr(date_time, 1, 10) AS day FROM mirror_unreadable
    WHERE reg_number = ? AND date_time >= ? ORDER BY day`,
  countUnplaced: 'SELECT COUNT(*) AS n FROM mirror_unreadable WHERE reg_number IS NULL',
  listUnreadable: `SELECT reg_number AS "regNumber", type, fiscal_drive_number AS "fiscalDriveNumber",
      fd_number AS "fdNumber", date_time AS "dateTime", reason, raw,
      first_seen_utc AS "firstSeenUtc"
    FROM mirror_unreadable ORDER BY last_seen_utc DESC, key LIMIT ?`,
};

/** The integrator under which mirrored registers are granted, with their windows. */
export const MIRROR_PRINCIPAL = { apiKey: 'ofd-mirror', userId: 'mirror', name: 'Mirror' };
