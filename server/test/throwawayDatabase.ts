import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server at serverUrl, and how to drop it again: empty, or a copy
 * of the database named by `copyOf` (which nobody may be connected to meanwhile).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  copyOf?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = copyOf ? ` TEMPLATE ${pg.escapeIdentifier(new URL(copyOf).pathname.slice(1))}` : '';
  await run(serverUrl, `CREATE DATABASE ${name}${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
