/** The reference server's database: SQLite through Node's built-in node:sqlite. */
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = DatabaseSync;
export type Row = Record<string, unknown>;

/** Opens (and creates) the database file; ':memory:' for tests. */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 3000;');
  return db;
}

/** Runs `fn` in one transaction. */
export function tx<T>(db: Db, fn: () => T): T {
  db.exec('BEGIN');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Adds a column a database made by an earlier version lacks (CREATE TABLE IF NOT EXISTS keeps the old shape). */
export function addColumn(db: Db, table: string, column: string, declaration: string): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!columns.some((row) => row.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${declaration}`);
}

/** A time as the tables store it: UTC, `YYYY-MM-DD HH:MM:SS`. */
export function sqlTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function one<T = Row>(db: Db, sql: string, ...params: unknown[]): T | undefined {
  return db.prepare(sql).get(...(params as never[])) as T | undefined;
}

export function all<T = Row>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.prepare(sql).all(...(params as never[])) as T[];
}

export function run(db: Db, sql: string, ...params: unknown[]): { lastInsertRowid: number; changes: number } {
  const result = db.prepare(sql).run(...(params as never[]));
  return { lastInsertRowid: Number(result.lastInsertRowid), changes: Number(result.changes) };
}

/** The core tables every area relies on: members and their bearer tokens, codes and the request log. */
export const CORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  country_id INTEGER,
  password_hash TEXT NOT NULL,
  mpin_hash TEXT,
  auth_type TEXT NOT NULL DEFAULT 'otp',
  secret_2fa TEXT,
  status_2fa INTEGER NOT NULL DEFAULT 0,
  email_verified_at TEXT,
  sponsor_id INTEGER REFERENCES users(id),
  parent_id INTEGER REFERENCES users(id),
  position TEXT CHECK (position IN ('L','R')),
  color_code TEXT,
  is_paid INTEGER NOT NULL DEFAULT 0,
  total_subscription REAL NOT NULL DEFAULT 0,
  pay_in_wallet REAL NOT NULL DEFAULT 0 CHECK (pay_in_wallet >= 0),
  pay_out_wallet REAL NOT NULL DEFAULT 0 CHECK (pay_out_wallet >= 0),
  avatar TEXT,
  gender TEXT, dob TEXT, address_line1 TEXT, address_line2 TEXT, landmark TEXT, city TEXT, state TEXT,
  pincode TEXT, tax_id TEXT,
  account_type TEXT, ac_no TEXT, bank_name TEXT, holder_name TEXT, ifsc TEXT,
  withdrawal_coin TEXT, withdrawal_address TEXT, deposit_address TEXT,
  last_login_at TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE UNIQUE INDEX IF NOT EXISTS users_slot ON users(parent_id, position) WHERE parent_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS users_sponsor ON users(sponsor_id);
CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('temp','session')),
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS codes (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL COLLATE NOCASE,
  purpose TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  tries INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS countries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  calling_code TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS login_logs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  scope TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  answer TEXT NOT NULL,
  http_status INTEGER NOT NULL,
  created_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, key, scope)
);
DROP TABLE IF EXISTS idempotency;
CREATE TABLE IF NOT EXISTS totp_steps (
  user_id INTEGER PRIMARY KEY,
  step INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS images (
  name TEXT PRIMARY KEY,
  mime TEXT NOT NULL,
  bytes BLOB NOT NULL,
  owner_id INTEGER
);
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
