import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database, Unlisten } from './client';

/** How change announcements reach every instance: PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub. */
export type ChangeFeedMode = 'notify' | 'redis';

export interface RedisChangeFeedOptions {
  redisUrl: string;
  /** REDIS_KEY_PREFIX: several deployments may share one Redis. */
  keyPrefix: string;
  /** How often each instance looks for committed announcements to relay. */
  relayIntervalMs?: number;
}

const RELAY_INTERVAL_MS = 50;
/** Announcements relayed per transaction; a full batch is followed by the next one at once. */
const RELAY_BATCH = 500;
/** Only one instance relays at a time, so announcements reach Redis in the order of their ids. */
const RELAY_LOCK = 'reverie:change-relay';

const BODIES: Record<ChangeFeedMode, string> = {
  notify: 'SELECT pg_notify(channel, payload)',
  redis: 'INSERT INTO change_outbox (channel, payload) VALUES (channel, payload)',
};

/**
 * Makes `reverie_notify` (which the triggers and the app announce changes through, migration 0038)
 * deliver by the deployment's mode. Instances starting together take turns (a concurrent
 * CREATE OR REPLACE of one function fails).
 */
export async function installChangeFeed(db: Database, mode: ChangeFeedMode): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reverie:change-feed-install'))`);
    await tx.execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION reverie_notify(channel text, payload text) RETURNS void LANGUAGE sql AS $$ ${BODIES[mode]} $$`,
      ),
    );
  });
}

interface OutboxRow {
  id: string | number;
  channel: string;
  payload: string;
}

/**
 * Change announcements over Redis pub/sub, for databases and poolers without LISTEN/NOTIFY. An
 * announcement is a row of `change_outbox`, committed (or not) with the change it announces; every
 * instance relays committed rows to Redis, one instance at a time and in id order, then deletes
 * them in the same transaction. Any row committed before an announcement was made has a smaller id,
 * so an instance that hears its own announcement has heard every earlier one (what the
 * notification fence relies on). Delivery is at least once: a relay that fails before its commit
 * is done again, and every listener treats a repeat as harmless.
 */
export class RedisChangeFeed {
  private readonly subscriber: Redis;
  private readonly publisher: Redis;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly channelPrefix: string;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private relaying: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Database,
    options: RedisChangeFeedOptions,
  ) {
    const redisOptions = { lazyConnect: true, maxRetriesPerRequest: 2 };
    this.subscriber = new Redis(options.redisUrl, redisOptions);
    this.publisher = new Redis(options.redisUrl, redisOptions);
    // Errors surface as failed relays (retried) and reconnections (ioredis subscribes again by itself).
    this.subscriber.on('error', () => undefined);
    this.publisher.on('error', () => undefined);
    this.channelPrefix = `${options.keyPrefix}changes:`;
    this.intervalMs = options.relayIntervalMs ?? RELAY_INTERVAL_MS;
    this.subscriber.on('message', (redisChannel: string, payload: string) => {
      const channel = redisChannel.slice(this.channelPrefix.length);
      for (const handler of this.handlers.get(channel) ?? []) handler(payload);
    });
  }

  async start(): Promise<void> {
    await Promise.all([this.subscriber.connect(), this.publisher.connect()]);
    this.schedule(0);
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber.subscribe(this.channelPrefix + channel);
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        await this.subscriber.unsubscribe(this.channelPrefix + channel).catch(() => undefined);
      }
    };
  }

  /** Announces outside any transaction, then relays at once rather than at the next tick. */
  async notify(channel: string, payload: string): Promise<void> {
    await this.db.execute(sql`select reverie_notify(${channel}, ${payload})`);
    await this.relay();
  }

  /** Relays what is committed now; a call during a relay runs another one after it. */
  relay(): Promise<void> {
    if (this.relaying) {
      this.again = true;
      return this.relaying;
    }
    this.relaying = (async () => {
      try {
        do {
          this.again = false;
          if ((await this.relayBatch().catch(() => 0)) === RELAY_BATCH) this.again = true;
        } while (this.again && !this.closed);
      } finally {
        this.relaying = undefined;
      }
    })();
    return this.relaying;
  }

  private async relayBatch(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${RELAY_LOCK})) as locked`)) as {
        rows: Array<{ locked: boolean }>;
      };
      // Another instance is relaying: what is committed now is in its batch or its next one.
      if (!lock.rows[0]?.locked) return 0;
      const taken = (await tx.execute(
        sql`delete from change_outbox where id in (select id from change_outbox order by id limit ${RELAY_BATCH})
            returning id, channel, payload`,
      )) as { rows: OutboxRow[] };
      if (taken.rows.length === 0) return 0;
      const rows = [...taken.rows].sort((a, b) => Number(a.id) - Number(b.id));
      const pipeline = this.publisher.pipeline();
      for (const row of rows) pipeline.publish(this.channelPrefix + row.channel, row.payload);
      const results = await pipeline.exec();
      // Published before the rows' deletion commits: a failure keeps them for the next relay.
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('redis pipeline did not run');
      return rows.length;
    });
  }

  private schedule(delayMs: number) {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      void this.relay().finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.relaying;
    await Promise.all([
      this.subscriber.quit().catch(() => this.subscriber.disconnect()),
      this.publisher.quit().catch(() => this.publisher.disconnect()),
    ]);
  }
}
