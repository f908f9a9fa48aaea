import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { createProviders } from '#server/providers';
import { startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { apiClient, type ApiClient } from '#server/test/testApp';
import { startTokenTap, type TokenTap } from './tokenTap';

const ELEVENLABS_KEY = 'bench-elevenlabs-key';

export interface BenchApp {
  app: FastifyInstance;
  baseUrl: string;
  api: ApiClient;
  database: DatabaseHandle;
  /** The writer's imitation (script its tokens and pace) and the tap in front of it. */
  writer: FakeOpenAiServer;
  tap: TokenTap;
  /** The streaming ElevenLabs imitation narration goes to. */
  voice: FakeAudioServer;
  close(): Promise<void>;
}

/**
 * The real app (buildApp, logger off) on a random loopback port over the given database, serving the
 * given web build, with its writer (LLM_*) and voice (ELEVENLABS_*) pointed at local imitations.
 */
export async function startBenchApp(database: DatabaseHandle, webRoot: string): Promise<BenchApp> {
  const writer = await startFakeOpenAiServer();
  const tap = await startTokenTap(writer.url);
  const voice = await startFakeElevenLabsServer({ apiKey: ELEVENLABS_KEY });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-bench-app-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DEMO_PAYMENTS: '1',
    // No mail leaves a bench: its accounts' messages go to the file outbox, as production allows on purpose.
    MAIL_OUTBOX: '1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    LLM_BASE_URL: tap.url,
    LLM_MODEL: 'bench-writer',
    LLM_API_KEY: 'bench',
    // The narration bench writes a one-sentence chapter.
    LLM_MIN_WORDS: '0',
    ELEVENLABS_API_KEY: ELEVENLABS_KEY,
    ELEVENLABS_BASE_URL: voice.url,
  });
  const providers = await createProviders(config);
  const app = await buildApp(
    { config, database, db: database.db, providers },
    { logger: Boolean(process.env.BENCH_LOG_LEVEL), webRoot },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    baseUrl,
    api: apiClient(baseUrl),
    database,
    writer,
    tap,
    voice,
    async close() {
      await app.close();
      await Promise.all([tap.close(), writer.close(), voice.close()]);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
