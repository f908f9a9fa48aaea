import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { chapters, creditLedger, stories, users } from '#server/db/schema';
import { changeCredits } from '#server/modules/credits/credits.service';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import { LocalDiskBlobStore } from '#server/providers/storage/localDisk';
import { buildStory, buildUser } from '../factories';

const run = promisify(execFile);
const AUDIO_KEYS = ['audio/first.mp3', 'audio/nested/second.mp3'];
let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-backup-test-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Everything a restore must bring back, in a stable order. */
async function snapshot(db: Database) {
  return {
    users: (await db.select().from(users)).sort((a, b) => a.id.localeCompare(b.id)),
    stories: (await db.select().from(stories)).sort((a, b) => a.id.localeCompare(b.id)),
    chapters: (await db.select().from(chapters)).sort((a, b) => a.id.localeCompare(b.id)),
    ledger: (await db.select().from(creditLedger)).sort((a, b) => a.id.localeCompare(b.id)),
  };
}

function npm(script: string, args: string[], dataDir: string) {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
  });
}

describe('npm run backup / npm run restore', () => {
  it('bring every user, story, chapter, ledger row and audio file back into a fresh data folder', async () => {
    const source = path.join(root, 'source');
    const database = await openDatabase({ dataDir: source });
    const { user } = await buildUser(database.db, { textCredits: 7 });
    const { user: other } = await buildUser(database.db);
    await buildStory(database.db, user, { chapters: [{ content: 'Chapter one.' }, { content: 'Chapter two.' }] });
    await buildStory(database.db, other, { title: 'Another' });
    await changeCredits(database.db, { userId: user.id, text: -2, audio: 0, reason: LEDGER_REASONS.chapterCharge });
    await changeCredits(database.db, {
      userId: other.id,
      text: 3,
      audio: 1,
      reason: LEDGER_REASONS.adminAdjustment,
      reference: 'backup-test',
    });
    const before = await snapshot(database.db);
    await database.close();
    const store = new LocalDiskBlobStore(path.join(source, 'blobs'));
    const audio = AUDIO_KEYS.map((_, i) => new Uint8Array(2048).map((_, j) => (i * 31 + j) % 251));
    for (const [i, key] of AUDIO_KEYS.entries()) await store.put(key, audio[i]!, 'audio/mpeg');

    const archive = path.join(root, 'backups', 'nightly.tar.gz');
    await npm('backup', [archive], source);

    const target = path.join(root, 'target');
    await npm('restore', [archive], target);

    const restored = await openDatabase({ dataDir: target });
    try {
      const after = await snapshot(restored.db);
      expect(after.users).toHaveLength(2);
      expect(after.chapters).toHaveLength(3);
      expect(after.ledger.length).toBeGreaterThanOrEqual(2);
      expect(after).toEqual(before);
    } finally {
      await restored.close();
    }
    const restoredStore = new LocalDiskBlobStore(path.join(target, 'blobs'));
    for (const [i, key] of AUDIO_KEYS.entries()) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of (await restoredStore.get(key))!.body) chunks.push(chunk);
      expect(Buffer.concat(chunks).equals(Buffer.from(audio[i]!)), key).toBe(true);
    }
  });

  it('refuses to restore over a data folder that already holds data, and changes nothing', async () => {
    const archive = path.join(root, 'backups', 'nightly.tar.gz');
    const target = path.join(root, 'target');
    const listing = await fs.readdir(path.join(target, 'pgdata'));
    await expect(npm('restore', [archive], target)).rejects.toMatchObject({
      stderr: expect.stringContaining('already holds data'),
    });
    expect(await fs.readdir(path.join(target, 'pgdata'))).toEqual(listing);
  });

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    await fs.writeFile(bogus, 'not an archive');
    const target = path.join(root, 'empty');
    await expect(npm('restore', [bogus], target)).rejects.toMatchObject({ code: 1 });
    await expect(fs.readdir(path.join(target, 'pgdata'))).rejects.toThrow();
  });
});
