import path from 'node:path';
import { loadConfig } from '#server/config';
import { createBackup } from '#server/db/backup';

/** `npm run backup [FILE]`: the embedded database and audio of DATA_DIR, in one archive (server stopped). */
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, "Operating").');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `reverie-backup-${stamp}.tar.gz`);
try {
  await createBackup(config.dataDir, file);
  console.log(`Backed up ${config.dataDir} to ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
