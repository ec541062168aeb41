import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable, withinTimeout } from './unavailable';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('57P01')],
    ['PostgreSQL starting up', withCode('57P03')],
    ['a connection exception', withCode('08006')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a busy SQLite file', withCode('SQLITE_BUSY')],
    ['a read-only SQLite file', withCode('SQLITE_READONLY_DBMOVED')],
    ['a wrapped cause', new Error('Failed to get session', { cause: withCode('ECONNREFUSED') })],
    ['one of several', new AggregateError([new Error('x'), withCode('ECONNREFUSED')])],
    ['our own marker', new DatabaseUnavailableError()],
  ])('recognises %s', (_, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['a syntax error', withCode('42601')],
    ['a unique violation', withCode('23505')],
    ['a constraint failure in SQLite', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not take %s for an outage', (_, error) =>
    expect(isDatabaseUnavailable(error)).toBe(false),
  );

  /** What `run` throws; undefined when it returns. */
  const thrownBy = (run: () => unknown): unknown => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('recognises what better-sqlite3 throws for a locked and for a read-only file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ofd-unavailable-'));
    dirs.push(dir);
    const file = path.join(dir, 'db.sqlite');
    const holder = new Database(file);
    holder.exec('CREATE TABLE t (x)');
    holder.exec('BEGIN EXCLUSIVE');
    const other = new Database(file, { timeout: 10 });
    const locked = thrownBy(() => other.prepare('SELECT * FROM t').all());
    expect(isDatabaseUnavailable(locked)).toBe(true);
    holder.exec('ROLLBACK');
    holder.close();
    other.close();

    const readOnly = new Database(file, { readonly: true });
    const refused = thrownBy(() => readOnly.prepare('INSERT INTO t VALUES (1)').run());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    readOnly.close();
  });
});

describe('withinTimeout', () => {
  it('answers what the query answers', async () => {
    await expect(withinTimeout(async () => 1, 100)).resolves.toBe(1);
  });

  it('fails as unavailable when the query takes too long', async () => {
    const never = () => new Promise<never>(() => {});
    await expect(withinTimeout(never, 20)).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it('marks an outage and passes any other failure on as it is', async () => {
    const refused = withinTimeout(() => Promise.reject(withCode('ECONNREFUSED')), 100);
    await expect(refused).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const bug = new TypeError('bug');
    await expect(withinTimeout(() => Promise.reject(bug), 100)).rejects.toBe(bug);
  });
});
