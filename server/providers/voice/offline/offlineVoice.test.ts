import { afterAll, describe, expect, it } from 'vitest';
import { MIN_VALID_AUDIO_BYTES } from '#common/catalogue/limits';
import { FIXED_VOICE_IDS, VOICE_PREVIEW_SENTENCE } from '#common/catalogue/voices';
import { voiceOptionSchema, type SpeechMark } from '#common/contract';
import { looksLikeMp3, mp3DurationSeconds } from '../mp3';
import { OfflineVoiceProvider } from './offlineVoice';

const provider = new OfflineVoiceProvider();
afterAll(() => provider.close());

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

const chapter = [
  'The evening air was warm and heavy with the scent of salt and jasmine.',
  'She walked slowly along the shore, her sandals dangling from one hand, listening to the waves fold over themselves.',
  'When he called her name, softly, almost as if he were unsure of it, she turned and smiled.',
  '"You came," he said. "I was beginning to think you would not."',
  'She laughed, and the sound surprised them both: bright, unguarded, a little breathless.',
].join(' ');

describe('the built-in offline voice', () => {
  it('lists honest English narration voices, free ones first, the best ones premium, including the fixed ids', async () => {
    const voices = await provider.listVoices();
    expect(voices.length).toBeGreaterThanOrEqual(5);
    for (const voice of voices) {
      expect(voiceOptionSchema.parse(voice)).toEqual(voice);
      expect(['premade', 'premium']).toContain(voice.category);
      expect(voice.labels.use_case).toBe('narration');
      expect(voice.description).toMatch(/built-in offline voice/i);
    }
    expect(voices[0].category).toBe('premade');
    const premium = voices.filter((v) => v.category === 'premium');
    expect(premium.length).toBeGreaterThanOrEqual(3);
    for (const voice of premium) expect(voice.description).toMatch(/CMU Flite, statistical parametric/);
    const ids = voices.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of Object.values(FIXED_VOICE_IDS)) expect(ids).toContain(id);
  });

  it('speaks the preview sentence as valid MP3 in every voice', async () => {
    for (const voice of await provider.listVoices()) {
      const mp3 = await collect(provider.synthesize({ text: VOICE_PREVIEW_SENTENCE, voiceId: voice.id }));
      expect(looksLikeMp3(mp3), voice.id).toBe(true);
      expect(mp3.length, voice.id).toBeGreaterThan(MIN_VALID_AUDIO_BYTES);
      expect(mp3DurationSeconds(mp3), voice.id).toBeGreaterThan(2);
    }
  }, 60_000);

  it('streams part by part and narrates faster than real time', async () => {
    const text = Array.from({ length: 2 }, () => chapter).join('\n\n');
    const started = performance.now();
    let firstChunkMs = 0;
    const chunks: Uint8Array[] = [];
    for await (const chunk of provider.synthesize({ text, voiceId: 'offline-deep-male' })) {
      if (!chunks.length) firstChunkMs = performance.now() - started;
      chunks.push(chunk);
    }
    const wallSeconds = (performance.now() - started) / 1000;
    const audioSeconds = mp3DurationSeconds(Buffer.concat(chunks));
    const realTimeFactor = audioSeconds / wallSeconds;
    console.log(
      `offline voice (Deep Male): ${audioSeconds.toFixed(1)} s of audio in ${wallSeconds.toFixed(2)} s (real-time factor ${realTimeFactor.toFixed(1)}×), first part after ${firstChunkMs.toFixed(0)} ms, ${chunks.length} parts`,
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(firstChunkMs / 1000).toBeLessThan(wallSeconds / 2);
    expect(realTimeFactor).toBeGreaterThan(1);
  }, 60_000);

  it('narrates an unknown voice id in its first voice rather than failing', async () => {
    const mp3 = await collect(provider.synthesize({ text: 'Hello there.', voiceId: 'some-remote-voice' }));
    expect(looksLikeMp3(mp3)).toBe(true);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const stream = provider.synthesize({
      text: `${chapter} ${chapter}`,
      voiceId: 'offline-us-female',
      signal: controller.signal,
    });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    controller.abort(new Error('listener left'));
    await expect(iterator.next()).rejects.toThrow('listener left');
  });
});

describe('the built-in voice’s read-along marks and loudness', () => {
  it('marks every sentence in order, inside the text and the audio, exactly where each part starts', async () => {
    const text = `  ${chapter}\n\n${chapter} And then, at last, silence.`;
    const marks: SpeechMark[] = [];
    const mp3 = await collect(
      provider.synthesize({ text, voiceId: 'offline-us-female', onMarks: (m) => marks.push(...m) }),
    );
    const duration = mp3DurationSeconds(mp3);
    expect(marks.length).toBeGreaterThanOrEqual(11);
    expect(marks[0]).toMatchObject({ time: 0, start: 2 });
    for (const [i, mark] of marks.entries()) {
      expect(mark.start).toBeLessThan(mark.end);
      expect(mark.end).toBeLessThanOrEqual(text.length);
      expect(mark.time).toBeLessThan(duration);
      if (i > 0) {
        expect(mark.time).toBeGreaterThan(marks[i - 1].time);
        expect(mark.start).toBeGreaterThanOrEqual(marks[i - 1].end);
      }
    }
    expect(text.slice(marks.at(-1)!.start, marks.at(-1)!.end)).toBe('And then, at last, silence.');
  }, 60_000);
});
