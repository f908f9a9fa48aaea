import { espeakWav, type EspeakParams } from './espeak';
import { fliteWav, type FliteParams } from './flite';
import { normaliseLoudness } from './loudness';
import { encodeMp3, joinClips, readWav } from './pcm';

/** Which synthesiser speaks a built-in voice, and how. */
export type EngineParams = ({ engine: 'flite' } & FliteParams) | ({ engine: 'espeak' } & EspeakParams);

/** A short breath between sentences, which are synthesised one by one. */
const SENTENCE_GAP_SECONDS = 0.18;

function sentenceWav(sentence: string, params: EngineParams): Promise<Uint8Array> {
  return params.engine === 'flite' ? fliteWav(sentence, params) : espeakWav(sentence, params);
}

/**
 * One part of a narration: each sentence synthesised on its own (so where it starts is known to the
 * sample), joined, brought to the common loudness and encoded as MP3.
 */
export async function renderPart(
  sentences: readonly string[],
  params: EngineParams,
): Promise<{ mp3: Uint8Array; offsets: number[] }> {
  const clips = [];
  for (const sentence of sentences) clips.push(readWav(await sentenceWav(sentence, params)));
  const { pcm, offsets } = joinClips(clips, SENTENCE_GAP_SECONDS);
  const mp3 = encodeMp3({ ...pcm, samples: normaliseLoudness(pcm.samples, pcm.sampleRate) });
  return { mp3, offsets };
}
