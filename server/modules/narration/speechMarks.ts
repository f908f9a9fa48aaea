import type { SpeechMark } from '#common/contract';
import { marksForPart } from '#server/providers/voice/partMarks';
import { sentenceSpans } from '#server/providers/voice/sentences';

/**
 * Sentence marks spread over the audio by the length of each sentence, for narrations recorded
 * before the voices reported their marks.
 */
export function estimatedMarks(text: string, durationSeconds: number): SpeechMark[] {
  const spans = sentenceSpans(text);
  if (!spans.length) return [];
  return marksForPart({ text: spans.map((s) => s.text).join(' '), spans }, 0, durationSeconds);
}
