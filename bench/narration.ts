import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { SpeechGenerateResponse } from '#common/contract';
import { users } from '#server/db/schema';
import { wordsText } from '#server/test/narrationKit';
import { looksLikeMp3, mp3DurationSeconds } from '#server/providers/voice/mp3';
import { OfflineVoiceProvider } from '#server/providers/voice/offline/offlineVoice';
import { OFFLINE_VOICES } from '#server/providers/voice/offline/voices';
import { FAKE_ELEVENLABS_VOICES } from '#server/test/fakeElevenLabsServer';
import type { BenchApp } from './benchApp';
import { generateStory, signUp, waitForChapterOne } from './benchUsers';
import { streamChunks } from './streamChunks';
import { summarize, type Summary } from './stats';

export const CHAPTER_WORDS = 2000;

export interface NarrationResult {
  chapterWords: number;
  /** The imitation's pause between its audio chunks. */
  providerChunkDelayMs: number;
  /** POST /api/speech/generate sent -> first MP3 bytes of GET audioUrl received. */
  generateToFirstByteMs: Summary;
  offlineVoice: { voice: string; audioSeconds: number; wallSeconds: number; realTimeFactor: number };
}

/** A story of the account's own whose chapter 1 is exactly CHAPTER_WORDS words, with audio credits to narrate it. */
async function chapterToNarrate(bench: BenchApp, run: number) {
  const { token, user } = await signUp(bench.api);
  await bench.database.db.update(users).set({ audioCredits: 100 }).where(eq(users.id, user._id));
  bench.writer.script({ tokens: ['A short opening.'] });
  const title = `Narration run ${run}`;
  const { id } = await generateStory(bench.api, token, title);
  await waitForChapterOne(bench.api, token, id);
  const edit = await bench.api.put(`/api/stories/${id}`, { title, content: wordsText(CHAPTER_WORDS) }, token);
  if (edit.status !== 200) throw new Error(`edit: ${edit.status} ${JSON.stringify(edit.body)}`);
  return { token, storyId: id };
}

async function firstByteRun(bench: BenchApp, run: number): Promise<number> {
  const { token, storyId } = await chapterToNarrate(bench, run);
  const started = performance.now();
  const res = await bench.api.post<SpeechGenerateResponse>(
    '/api/speech/generate',
    { storyId, voiceId: FAKE_ELEVENLABS_VOICES[0].voice_id },
    token,
  );
  // 202 while the voice is still speaking; 200 when it finished before the answer (the imitation is quick).
  if (res.status !== 202 && res.status !== 200) throw new Error(`speech: ${res.status} ${JSON.stringify(res.body)}`);
  const audio = await fetch(bench.baseUrl + res.body.audioUrl, { headers: { authorization: `Bearer ${token}` } });
  if (!audio.ok || !audio.body) throw new Error(`audio: ${audio.status}`);
  let firstByteAt: number | undefined;
  let head: Uint8Array = new Uint8Array(0);
  for await (const chunk of streamChunks(audio.body)) {
    if (firstByteAt === undefined) {
      firstByteAt = performance.now();
      head = chunk;
    }
  }
  if (firstByteAt === undefined || !looksLikeMp3(head)) throw new Error('the audio did not start with MP3 bytes');
  return firstByteAt - started;
}

/** The built-in voice (CMU Flite's slt on a worker thread, sentence by sentence) narrating CHAPTER_WORDS words, as the app would. */
async function offlineRealTimeFactor() {
  const provider = new OfflineVoiceProvider();
  const voice = OFFLINE_VOICES.find((v) => v.option.id === 'offline-us-female')!.option;
  try {
    const started = performance.now();
    const chunks: Uint8Array[] = [];
    for await (const chunk of provider.synthesize({ text: wordsText(CHAPTER_WORDS), voiceId: voice.id }))
      chunks.push(chunk);
    const mp3 = Buffer.concat(chunks);
    const wallSeconds = (performance.now() - started) / 1000;
    const audioSeconds = mp3DurationSeconds(mp3);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      voice: voice.name,
      audioSeconds: round(audioSeconds),
      wallSeconds: round(wallSeconds),
      realTimeFactor: round(audioSeconds / wallSeconds),
    };
  } finally {
    await provider.close();
  }
}

export async function measureNarration(bench: BenchApp, runs: number): Promise<NarrationResult> {
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) times.push(await firstByteRun(bench, run));
  return {
    chapterWords: CHAPTER_WORDS,
    providerChunkDelayMs: bench.voice.chunkDelayMs,
    generateToFirstByteMs: summarize(times),
    offlineVoice: await offlineRealTimeFactor(),
  };
}
