import { startCluster } from '#server/test/cluster';

/**
 * `npm run cluster`: three instances on a fresh database of the PostgreSQL server at
 * CLUSTER_POSTGRES_URL (default the local one), Redis at REDIS_URL (default the local one) and
 * HAProxy with deploy/haproxy.cfg in front, on CLUSTER_PORT (default 8080). Ctrl-C stops it all.
 */
const cluster = await startCluster({
  instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
  postgresUrl: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  port: Number(process.env.CLUSTER_PORT ?? 8080),
  env: { NODE_ENV: 'development', LOG_LEVEL: 'info' },
  log: (line) => console.log(line),
});
console.log(`Reverie: ${cluster.instances.length} instances behind HAProxy at ${cluster.url}`);
for (const instance of cluster.instances) console.log(`  instance ${instance.baseUrl} (pid ${instance.pid()})`);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
