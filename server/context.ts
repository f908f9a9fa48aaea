import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Providers } from './providers';

/** What every module is given: configuration, the database and the chosen providers. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  providers: Providers;
}
