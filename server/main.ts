import type { Logger } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { databaseOptionsOf } from './db/databaseOptions';
import { ensureAdmin } from './modules/auth/auth.service';
import { createProviders } from './providers';

/** Past this, a stuck shutdown gives up; whatever it left is recovered by the next instance. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = await openDatabase(databaseOptionsOf(config));
  const providers = await createProviders(config);
  const ctx: AppContext = { config, database, db: database.db, providers };

  const admin =
    config.ADMIN_EMAIL && config.ADMIN_PASSWORD
      ? await ensureAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD)
      : undefined;

  const app = await buildApp(ctx);
  if (admin?.setup === 'promoted') {
    app.log.warn(
      { userId: admin.user.id },
      'ADMIN_EMAIL: an existing account was made the configured admin; its sessions were revoked and it now needs ADMIN_PASSWORD',
    );
  } else if (admin?.setup === 'created') {
    app.log.info({ userId: admin.user.id }, 'ADMIN_EMAIL: the admin account was created');
  }
  app.log.info({ database: database.kind, providers: providers.describe() }, 'starting Reverie');
  if (config.NODE_ENV === 'production' && providers.payments.demo)
    app.log.warn('DEMO_PAYMENTS=1: checkouts complete without any payment');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.DRAIN_MS }, 'draining');
    const force = setTimeout(() => process.exit(1), config.DRAIN_MS + SHUTDOWN_TIMEOUT_MS).unref();
    let code = 0;
    try {
      // Readiness turns 503 so the balancer moves traffic away, while requests are still served.
      await app.drain();
      app.log.info({ signal }, 'shutting down');
      // Stops accepting and stops the background jobs: chapters being written are handed on to
      // another instance (or, with none left, fail and are refunded once); streaming readers get
      // their last event or reconnect elsewhere; then waits for answers in flight.
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
    } catch (error) {
      code = 1;
      app.log.error({ err: error }, 'shutdown failed');
    } finally {
      clearTimeout(force);
      (app.log as Logger).flush(() => process.exit(code));
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
