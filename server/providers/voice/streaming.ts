import type { SpeechMark } from '#common/contract';
import { toVoiceError, VoiceError } from './errors';
import { mp3DurationSeconds } from './mp3';
import { marksForPart } from './partMarks';
import { splitIntoParts, type TextPart } from './sentences';

/**
 * What a voice knows of a part's timing: where each of its spans starts (seconds into the part), or
 * finer marks of its own (times into the part, offsets into the whole text).
 */
type PartTiming = readonly number[] | { marks: SpeechMark[] };
/** A part's MP3; the generator may return its timing, when the voice knows it. */
export type PartSynthesis = AsyncGenerator<Uint8Array, PartTiming | undefined | void, undefined>;

function timedMarks(part: TextPart, start: number, duration: number, timing: PartTiming | undefined): SpeechMark[] {
  if (!timing || Array.isArray(timing)) return marksForPart(part, start, duration, timing as number[] | undefined);
  const { marks } = timing as { marks: SpeechMark[] };
  const last = Math.max(0, duration - 0.001);
  return marks.map((mark) => ({ ...mark, time: Math.round((start + Math.min(mark.time, last)) * 1000) / 1000 }));
}

/**
 * Synthesises text part by part (sentence boundaries, at most maxChars each), yielding each part's
 * MP3 as it arrives so playback can start after the first part. Every voice encodes its parts
 * without tags, so the whole stream is one MP3. After each part, onMarks receives its read-along
 * marks, timed from the audio actually produced.
 */
export async function* synthesizeInParts(
  text: string,
  maxChars: number,
  synthesizePart: (part: TextPart) => PartSynthesis,
  onMarks?: (marks: SpeechMark[]) => void,
): AsyncGenerator<Uint8Array> {
  const parts = splitIntoParts(text, maxChars);
  if (parts.length === 0) throw new VoiceError('failed', { cause: new Error('Nothing to narrate') });
  let elapsed = 0;
  for (const part of parts) {
    let timing: PartTiming | undefined;
    const audio = (async function* () {
      timing = (yield* synthesizePart(part)) ?? undefined;
    })();
    const chunks: Uint8Array[] = [];
    for await (const chunk of audio) {
      chunks.push(chunk);
      yield chunk;
    }
    const duration = mp3DurationSeconds(Buffer.concat(chunks));
    onMarks?.(timedMarks(part, elapsed, duration, timing));
    elapsed += duration;
  }
}

/**
 * Streams a remote service's audio body. `open` starts the request and throws a VoiceError for an
 * HTTP failure. A service that stays silent for idleMs (before answering or mid-stream) fails the
 * stream; the caller's abort passes through as it is.
 */
export async function* streamRemoteAudio(
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>,
  options: { signal?: AbortSignal; idleMs: number },
): AsyncGenerator<Uint8Array> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => idle.abort(new VoiceError('failed', { cause: new Error(`No audio for ${options.idleMs} ms`) })),
      options.idleMs,
    );
  };
  const signal = options.signal ? AbortSignal.any([options.signal, idle.signal]) : idle.signal;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    touch();
    reader = (await open(signal)).getReader();
    for (;;) {
      touch();
      const { done, value } = await reader.read();
      // The consumer may take its time with a chunk: only silence from the service counts.
      clearTimeout(timer);
      if (done) return;
      if (value.length) yield value;
    }
  } catch (error) {
    throw idle.signal.aborted ? idle.signal.reason : toVoiceError(error, options.signal);
  } finally {
    clearTimeout(timer);
    await reader?.cancel().catch(() => {});
  }
}
