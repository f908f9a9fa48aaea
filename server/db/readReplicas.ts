import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';
import * as schema from './schema';

export interface ReadReplicaOptions {
  urls: string[];
  /** A replica further behind the primary than this is not read from (REPLICA_MAX_LAG_S). */
  maxLagMs: number;
  /** How often the primary's heartbeat is touched and each replica's lag is read. */
  probeMs?: number;
}

const PROBE_MS = 1000;
const REPLICA_POOL_SIZE = 10;
/** Past this many stories changed lately, the ones older than the lag bound are forgotten. */
const MAX_TRACKED_CHANGES = 10_000;

export interface Replica {
  readonly db: Database;
  /** A read on it failed: it is not used again until its next probe answers. */
  markDown(): void;
}

class ReplicaConnection implements Replica {
  readonly db: Database;
  private readonly pool: pg.Pool;
  /** Lag in milliseconds at the last probe; undefined when the probe failed. */
  lagMs: number | undefined;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: REPLICA_POOL_SIZE, connectionTimeoutMillis: 2000 });
    this.pool.on('error', () => this.markDown());
    this.pool.on('connect', (client) => client.on('error', () => this.markDown()));
    this.db = drizzle({ client: this.pool, schema, casing: 'snake_case' });
  }

  markDown(): void {
    this.lagMs = undefined;
  }

  async probe(): Promise<void> {
    try {
      const result = await this.pool.query<{ lag_ms: number | string }>(
        'select greatest(0, extract(epoch from (now() - at)) * 1000) as lag_ms from replica_heartbeat where id = 1',
      );
      const lag = result.rows[0]?.lag_ms;
      this.lagMs = lag === undefined ? undefined : Number(lag);
    } catch {
      this.markDown();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * Read replicas for guests' reads and lists. The primary's instances touch `replica_heartbeat`
 * every second; each replica's copy of that row says how far behind it is, whatever replicates it
 * (streaming, logical, a managed service). A replica is read from only while it is less than the
 * bound behind and its last probe answered; otherwise reads go to the primary.
 */
export class ReadReplicas {
  private readonly replicas: ReplicaConnection[];
  private readonly maxLagMs: number;
  private readonly probeMs: number;
  private timer: NodeJS.Timeout | undefined;
  private next = 0;
  private readonly storiesChangedAt = new Map<string, number>();
  private listsChangedAt = 0;
  private everythingChangedAt = 0;

  constructor(
    private readonly primary: Database,
    options: ReadReplicaOptions,
  ) {
    this.replicas = options.urls.map((url) => new ReplicaConnection(url));
    this.maxLagMs = options.maxLagMs;
    this.probeMs = options.probeMs ?? PROBE_MS;
  }

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.probeMs);
    this.timer.unref();
  }

  /**
   * A change the primary announced (a read-cache payload: `s:`/`l:` with a story id, `*` for
   * everything; `u:` concerns signed-in readers, who never read a replica). Until every replica has
   * surely replayed it, reads of what it touched go to the primary, so a story turned private is
   * never shown from a replica that has not heard yet.
   */
  changed(payload: string): void {
    const now = Date.now();
    const kind = payload.slice(0, 2);
    if (kind === 'u:') return;
    if (kind !== 's:') this.listsChangedAt = now;
    if (kind === 's:' || kind === 'l:') this.storiesChangedAt.set(payload.slice(2), now);
    else this.everythingChangedAt = now;
    if (this.storiesChangedAt.size > MAX_TRACKED_CHANGES) {
      for (const [id, at] of this.storiesChangedAt) if (now - at > this.maxLagMs) this.storiesChangedAt.delete(id);
    }
  }

  /** A replica in step with the primary, in turn, for a read of that story (or of the lists); undefined when none may answer it. */
  pick(storyId?: string): Replica | undefined {
    const since = Math.max(
      this.everythingChangedAt,
      storyId === undefined ? this.listsChangedAt : (this.storiesChangedAt.get(storyId) ?? 0),
    );
    if (Date.now() - since <= this.maxLagMs) return undefined;
    const usable = this.replicas.filter((replica) => replica.lagMs !== undefined && replica.lagMs <= this.maxLagMs);
    if (usable.length === 0) return undefined;
    this.next = (this.next + 1) % usable.length;
    return usable[this.next];
  }

  /** How long an answer read from a replica may be kept: it may trail the primary by this much. */
  get staleBoundMs(): number {
    return this.maxLagMs;
  }

  private async tick() {
    await this.primary.execute(sql`update replica_heartbeat set at = now() where id = 1`).catch(() => undefined);
    await Promise.all(this.replicas.map((replica) => replica.probe()));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.close().catch(() => undefined)));
  }
}
