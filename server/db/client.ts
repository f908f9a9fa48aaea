import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installChangeFeed, RedisChangeFeed, type RedisChangeFeedOptions } from './changeFeed';
import { ReadReplicas, type ReadReplicaOptions } from './readReplicas';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Receives NOTIFY payloads on a channel, from this process or any other sharing the database. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  /** DATABASE_REPLICA_URL: replicas for guests' reads (PostgreSQL only). */
  replicas?: ReadReplicas;
  /** PGlite only: a copy of its data folder, to start another database from (`pgliteImage`). */
  image?(): Promise<Blob>;
  /** Connections of the PostgreSQL pool (PGlite, in-process, has none). */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const drizzleOptions = { schema, casing: 'snake_case' } as const;

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; `undefined` keeps it in memory. */
  dataDir?: string;
  /** CHANGE_FEED=redis (PostgreSQL only): announcements reach the instances through Redis, never NOTIFY. */
  redisChangeFeed?: RedisChangeFeedOptions;
  /** DATABASE_REPLICA_URL and REPLICA_MAX_LAG_S (PostgreSQL only). */
  replicas?: ReadReplicaOptions;
  /** An in-memory PGlite starts from this copy of a data folder (`dumpDataDir`) instead of an empty one. */
  pgliteImage?: Blob;
}

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.url) return openPglite(options.dataDir, options.pgliteImage);
  const handle = await openPostgres(options.url, options.redisChangeFeed);
  if (!options.replicas) return handle;
  const replicas = new ReadReplicas(handle.db, options.replicas);
  await replicas.start();
  return {
    ...handle,
    replicas,
    async close() {
      await replicas.close();
      await handle.close();
    },
  };
}

/** Discover's search indexes need trigrams (PostgreSQL ships pg_trgm as a contrib extension). */
const extensions = { pg_trgm };

async function openPglite(dataDir?: string, image?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    await fs.mkdir(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  } else {
    client = new PGlite({ extensions, loadDataDir: image });
  }
  const db = drizzlePglite({ client, ...drizzleOptions });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return stop;
    },
    async notify(channel, payload) {
      await db.execute(sql`select reverie_notify(${channel}, ${payload})`);
    },
    image: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
    },
  };
}

const POOL_SIZE = 10;

async function openPostgres(url: string, redisChangeFeed?: RedisChangeFeedOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle client dropped by the server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  // So must one dropped while checked out between two queries: its next query fails and the pool discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  await migratePg(db, { migrationsFolder });
  await installChangeFeed(db, redisChangeFeed ? 'redis' : 'notify');
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE });
  if (redisChangeFeed) {
    const feed = new RedisChangeFeed(db, redisChangeFeed);
    await feed.start();
    return {
      db,
      kind: 'postgres',
      poolUse,
      listen: (channel, onPayload) => feed.listen(channel, onPayload),
      notify: (channel, payload) => feed.notify(channel, payload),
      async close() {
        await feed.close();
        await pool.end();
      },
    };
  }
  const listener = new PostgresListener(url);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    poolUse,
    async notify(channel, payload) {
      await db.execute(sql`select reverie_notify(${channel}, ${payload})`);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** One dedicated connection for LISTEN, reconnected when the server drops it. */
class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    const client = await this.connect();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (msg) => {
        for (const handler of this.handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', () => this.dropAndReconnect(client));
      client.on('end', () => this.dropAndReconnect(client));
      try {
        await client.connect();
        for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        // Not kept: the next attempt must open a new connection.
        this.connecting = undefined;
        await client.end().catch(() => undefined);
        throw error;
      }
      this.client = client;
      this.connecting = undefined;
      return client;
    })();
    return this.connecting;
  }

  private dropAndReconnect(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.reconnectLater();
  }

  /** Keeps trying while the server is away (a restart takes longer than one attempt). */
  private reconnectLater() {
    if (this.closed) return;
    setTimeout(() => this.connect().catch(() => this.reconnectLater()), 500).unref();
  }

  async close() {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
