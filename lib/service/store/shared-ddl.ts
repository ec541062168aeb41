// What both engines' first migration creates alike (sqlite-migrations.ts, postgres-migrations.ts):
// the tables of integrators and their sessions, organizations, registers with their addresses and
// drives, and the permission grants; and the indexes over the documents, whose table itself
// differs between the engines. Released with version 1: never edit it, change the schema with a
// new migration instead.

export const REGISTRY_DDL = `
  CREATE TABLE integrators (
    api_key TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    api_key TEXT NOT NULL REFERENCES integrators(api_key) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    expires_at_utc TEXT NOT NULL
  );
  CREATE TABLE organizations (
    id TEXT PRIMARY KEY,
    inn TEXT NOT NULL,
    kpp TEXT NOT NULL,
    ogrn TEXT NOT NULL,
    short_name TEXT NOT NULL,
    full_name TEXT NOT NULL
  );
  CREATE INDEX organizations_by_inn ON organizations(inn);
  CREATE TABLE cashboxes (
    reg_number TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    serial_number TEXT NOT NULL,
    name TEXT NOT NULL,
    model_name TEXT NOT NULL,
    kpp TEXT NOT NULL,
    sales_point_name TEXT NOT NULL
  );
  CREATE INDEX cashboxes_by_organization ON cashboxes(organization_id, reg_number);
  CREATE TABLE cashbox_addresses (
    reg_number TEXT NOT NULL REFERENCES cashboxes(reg_number) ON DELETE CASCADE,
    start_date TEXT NOT NULL,
    address TEXT NOT NULL,
    PRIMARY KEY (reg_number, start_date)
  );
  -- A drive is installed in exactly one register over its life (the FN is bound at registration).
  CREATE TABLE fiscal_drives (
    fiscal_drive_number TEXT PRIMARY KEY,
    reg_number TEXT NOT NULL REFERENCES cashboxes(reg_number) ON DELETE CASCADE,
    installed_at TEXT NOT NULL,
    UNIQUE (reg_number, fiscal_drive_number)
  );
  CREATE TABLE organization_grants (
    api_key TEXT NOT NULL REFERENCES integrators(api_key) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    PRIMARY KEY (api_key, user_id, organization_id)
  );
  CREATE TABLE cashbox_grants (
    api_key TEXT NOT NULL,
    user_id TEXT NOT NULL,
    organization_id TEXT NOT NULL,
    reg_number TEXT NOT NULL REFERENCES cashboxes(reg_number) ON DELETE CASCADE,
    permission_from TEXT NOT NULL,
    permission_to TEXT NOT NULL,
    PRIMARY KEY (api_key, user_id, reg_number),
    FOREIGN KEY (api_key, user_id, organization_id)
      REFERENCES organization_grants(api_key, user_id, organization_id) ON DELETE CASCADE
  );
`;

/** After the engine's own `documents` table. */
export const DOCUMENT_INDEXES_DDL = `
  -- "One register and drive between two local date-times, ordered" is a range scan of this
  -- index (in PostgreSQL one per month partition); MIN/MAX(date_time) of a drive is one probe.
  CREATE INDEX documents_by_drive_time
    ON documents(reg_number, fiscal_drive_number, date_time, fd_number);
  -- The paged v2 operation reads a register over all its drives in the same order.
  CREATE INDEX documents_by_register_time ON documents(reg_number, date_time, fd_number);
`;
