import type { Config } from '../config';
import type { OpenDatabaseOptions } from './client';

/** How the configuration opens the database: where, replicas, and how changes reach every instance. */
export function databaseOptionsOf(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'dataDir'
    | 'CHANGE_FEED'
    | 'REDIS_URL'
    | 'REDIS_KEY_PREFIX'
    | 'DATABASE_REPLICA_URL'
    | 'REPLICA_MAX_LAG_S'
  >,
): OpenDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    redisChangeFeed:
      config.CHANGE_FEED === 'redis' && config.REDIS_URL
        ? { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX }
        : undefined,
    replicas: config.DATABASE_REPLICA_URL
      ? { urls: config.DATABASE_REPLICA_URL, maxLagMs: config.REPLICA_MAX_LAG_S * 1000 }
      : undefined,
  };
}
