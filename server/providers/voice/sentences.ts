const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Splits an over-long sentence at clause punctuation, then between words; a single word is never cut. */
function splitLongSentence(sentence: string, maxChars: number): string[] {
  const clauses = sentence.split(/(?<=[,;:—–])\s+/);
  const pieces = clauses.length > 1 ? clauses : sentence.split(/\s+/);
  if (pieces.length === 1) return pieces;
  return packPieces(
    pieces.flatMap((piece) =>
      piece.length > maxChars && clauses.length > 1 ? splitLongSentence(piece, maxChars) : [piece],
    ),
    maxChars,
  );
}

/** Greedily joins pieces with single spaces into chunks of at most maxChars (a lone piece may exceed it). */
function packPieces(pieces: string[], maxChars: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= maxChars) current += ` ${piece}`;
    else {
      parts.push(current);
      current = piece;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * Cuts text into parts for synthesis, in reading order: parts end at sentence boundaries when they
 * can, are at most maxChars long, and never split a word (a single word longer than maxChars stays whole).
 * Whitespace is collapsed to single spaces.
 */
export function splitIntoParts(text: string, maxChars: number): string[] {
  const sentences = [...sentenceSegmenter.segment(text)]
    .map((s) => s.segment.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0)
    .flatMap((s) => (s.length > maxChars ? splitLongSentence(s, maxChars) : [s]));
  return packPieces(sentences, maxChars);
}
