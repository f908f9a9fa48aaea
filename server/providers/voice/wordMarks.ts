import type { SpeechMark } from '#common/contract';
import type { TextPart } from './sentences';

/** A service's character timings for one request's text: characters in order, each with its start time (seconds). */
export interface CharacterAlignment {
  characters: string[];
  startTimes: number[];
}

/** For every character of part.text, its offset in the source text (the joining spaces map to the span's end). */
function sourceOffsets(source: string, part: TextPart): number[] {
  const offsets: number[] = [];
  part.spans.forEach((span, index) => {
    if (index > 0) offsets.push(part.spans[index - 1].end);
    let previousSpace = false;
    for (let i = span.start; i < span.end; i++) {
      const space = /\s/.test(source[i]);
      if (!(space && previousSpace)) offsets.push(i);
      previousSpace = space;
    }
  });
  return offsets;
}

/**
 * Word marks (offsets into the source text) from a service's character timings for a part, relative
 * to the part's start; undefined when the timings do not follow the part's text (then the caller estimates).
 * Words starting at the same moment share one mark, so times strictly increase.
 */
export function wordMarks(source: string, part: TextPart, alignment: CharacterAlignment): SpeechMark[] | undefined {
  if (alignment.characters.join('') !== part.text || alignment.startTimes.length !== part.text.length) return undefined;
  const offsets = sourceOffsets(source, part);
  const marks: SpeechMark[] = [];
  for (const word of part.text.matchAll(/\S+/g)) {
    const time = Math.round(alignment.startTimes[word.index] * 1000) / 1000;
    const start = offsets[word.index];
    const end = offsets[word.index + word[0].length - 1] + 1;
    const last = marks.at(-1);
    if (last && time <= last.time) last.end = end;
    else marks.push({ time, start, end });
  }
  return marks;
}
