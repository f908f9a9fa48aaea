const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A stretch of the source text: [start, end) character offsets and its words with whitespace collapsed. */
export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/** Spans that go to a speech service in one request; `text` is their texts joined by single spaces. */
export interface TextPart {
  text: string;
  spans: TextSpan[];
}

/** The span [start, end) of source without its surrounding whitespace, or undefined when blank. */
function trimmedSpan(source: string, start: number, end: number): TextSpan | undefined {
  const slice = source.slice(start, end);
  const lead = slice.length - slice.trimStart().length;
  const trail = slice.length - slice.trimEnd().length;
  if (lead === slice.length) return undefined;
  const span = { start: start + lead, end: end - trail };
  return { ...span, text: source.slice(span.start, span.end).replace(/\s+/g, ' ') };
}

/** Cuts a span after every match of the separator (the separator's whitespace falls between pieces). */
function cutSpan(source: string, span: TextSpan, separator: RegExp): TextSpan[] {
  const pieces: TextSpan[] = [];
  let from = span.start;
  for (const match of source.slice(span.start, span.end).matchAll(separator)) {
    const at = span.start + match.index;
    const piece = trimmedSpan(source, from, at);
    if (piece) pieces.push(piece);
    from = at + match[0].length;
  }
  const last = trimmedSpan(source, from, span.end);
  if (last) pieces.push(last);
  return pieces;
}

/** Splits an over-long sentence at clause punctuation, then between words; a single word is never cut. */
function splitLongSentence(source: string, sentence: TextSpan, maxChars: number): TextSpan[] {
  const clauses = cutSpan(source, sentence, /(?<=[,;:—–])\s+/g);
  const pieces = clauses.length > 1 ? clauses : cutSpan(source, sentence, /\s+/g);
  if (pieces.length === 1) return pieces;
  const finer = pieces.flatMap((piece) =>
    piece.text.length > maxChars && clauses.length > 1 ? splitLongSentence(source, piece, maxChars) : [piece],
  );
  return packSpans(finer, maxChars).map((part) => ({
    start: part.spans[0].start,
    end: part.spans[part.spans.length - 1].end,
    text: part.text,
  }));
}

/** Greedily groups spans into parts of at most maxChars (a lone span may exceed it). */
function packSpans(spans: TextSpan[], maxChars: number): TextPart[] {
  const parts: TextPart[] = [];
  let current: TextPart | undefined;
  for (const span of spans) {
    if (current && current.text.length + 1 + span.text.length <= maxChars) {
      current.text += ` ${span.text}`;
      current.spans.push(span);
    } else {
      current = { text: span.text, spans: [span] };
      parts.push(current);
    }
  }
  return parts;
}

/**
 * The sentences of the text in reading order, as spans of at most maxChars: an over-long sentence is
 * cut at clauses, then between words (a single word longer than maxChars stays whole).
 */
export function sentenceSpans(text: string, maxChars = Infinity): TextSpan[] {
  return [...sentenceSegmenter.segment(text)]
    .map((s) => trimmedSpan(text, s.index, s.index + s.segment.length))
    .filter((s): s is TextSpan => s !== undefined)
    .flatMap((s) => (s.text.length > maxChars ? splitLongSentence(text, s, maxChars) : [s]));
}

/**
 * Cuts text into parts for synthesis, in reading order: parts end at sentence boundaries when they
 * can, are at most maxChars long, and never split a word. Whitespace is collapsed to single spaces.
 */
export function splitIntoParts(text: string, maxChars: number): TextPart[] {
  return packSpans(sentenceSpans(text, maxChars), maxChars);
}
