import type { SpeechMark } from '#common/contract';
import type { TextPart } from './sentences';

const toMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** Where each span starts in the part's audio, guessed from its place in the part's text (speech runs at an even pace). */
function estimatedOffsets(part: TextPart, duration: number): number[] {
  let chars = 0;
  return part.spans.map((span) => {
    const offset = (duration * chars) / part.text.length;
    chars += span.text.length + 1;
    return offset;
  });
}

/**
 * The read-along marks of one part that starts `partStart` seconds into the whole audio and lasts
 * `duration`: one per span, at the offsets the voice reported or else estimated. Times never run
 * backwards and stay inside the part.
 */
export function marksForPart(
  part: TextPart,
  partStart: number,
  duration: number,
  offsets: readonly number[] = estimatedOffsets(part, duration),
): SpeechMark[] {
  let previous = 0;
  const last = Math.max(0, duration - 0.001);
  return part.spans.map((span, i) => {
    previous = Math.min(last, Math.max(previous, offsets[i] ?? previous));
    return { time: toMs(partStart + previous), start: span.start, end: span.end };
  });
}
