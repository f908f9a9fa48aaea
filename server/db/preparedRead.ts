import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/**
 * A hot read as a named statement, which PostgreSQL parses and plans once per connection instead of
 * on every request (planning was most of the story view's cost), and which Drizzle builds once per
 * database instead of on every call. Inside a transaction it is prepared on that transaction under
 * the same name and text, so the connection's statement is still reused.
 */
export function preparedRead<Prepared>(
  name: string,
  build: (db: Executor) => Preparable<Prepared>,
): (db: Executor) => Prepared {
  const byDatabase = new WeakMap<Executor, Prepared>();
  return (db) => {
    if (db instanceof PgTransaction) return build(db).prepare(name);
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
