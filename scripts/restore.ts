import path from 'node:path';
import { loadConfig } from '#server/config';
import { restoreBackup } from '#server/db/backup';

/** `npm run restore FILE`: a backup into DATA_DIR, which must hold no database or audio yet. */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore FILE');
  process.exit(1);
}
const config = loadConfig();
try {
  await restoreBackup(path.resolve(file), config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
