import { toVoiceError, VoiceError } from './errors';
import { withoutLeadingId3 } from './mp3';
import { splitIntoParts } from './sentences';

/**
 * Synthesises text part by part (sentence boundaries, at most maxChars each), yielding each part's
 * MP3 as it arrives so playback can start after the first part. Parts after the first lose their
 * ID3 tag, so the whole stream is one MP3.
 */
export async function* synthesizeInParts(
  text: string,
  maxChars: number,
  synthesizePart: (part: string) => AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  const parts = splitIntoParts(text, maxChars);
  if (parts.length === 0) throw new VoiceError('failed', { cause: new Error('Nothing to narrate') });
  for (const [index, part] of parts.entries()) {
    yield* index === 0 ? synthesizePart(part) : withoutLeadingId3(synthesizePart(part));
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
