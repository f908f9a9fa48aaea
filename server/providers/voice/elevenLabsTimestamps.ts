import { z } from 'zod';
import type { CharacterAlignment } from './wordMarks';

const lineSchema = z.object({
  audio_base64: z.string().nullish(),
  alignment: z
    .object({ characters: z.array(z.string()), character_start_times_seconds: z.array(z.number()) })
    .nullish(),
});

/**
 * The PCM16 mono audio inside ElevenLabs' `stream/with-timestamps` answer (one JSON object per line, each with
 * base64 audio and the timings of the characters it speaks), yielded as it arrives; the character
 * timings are gathered into `alignment`. Timings that restart at a chunk are moved after the audio so far.
 */
export async function* audioFromTimestampLines(
  body: AsyncIterable<Uint8Array>,
  alignment: CharacterAlignment,
  sampleRate: number,
): AsyncGenerator<Uint8Array> {
  const decoder = new TextDecoder();
  let pending = '';
  let audioSeconds = 0;
  const handle = (line: string): Uint8Array | undefined => {
    if (!line.trim()) return undefined;
    const chunk = lineSchema.parse(JSON.parse(line));
    const audio = chunk.audio_base64 ? new Uint8Array(Buffer.from(chunk.audio_base64, 'base64')) : undefined;
    if (chunk.alignment) {
      const times = chunk.alignment.character_start_times_seconds;
      const previous = alignment.startTimes.at(-1) ?? 0;
      const shift = times.length && times[0] < previous ? audioSeconds : 0;
      alignment.characters.push(...chunk.alignment.characters);
      alignment.startTimes.push(...times.map((t) => t + shift));
    }
    if (audio) audioSeconds += audio.length / 2 / sampleRate;
    return audio;
  };
  for await (const bytes of body) {
    pending += decoder.decode(bytes, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const audio = handle(line);
      if (audio?.length) yield audio;
    }
  }
  const last = handle(pending + decoder.decode());
  if (last?.length) yield last;
}
