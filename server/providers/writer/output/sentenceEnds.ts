const ENDS = '.!?…';
const CLOSERS = `"'”’)]`;

/** Where the sentence ending at `i` (a . ! ? or …) ends, with its closing quotes; -1 when it does not end there. */
function endAt(text: string, i: number): number {
  if (!ENDS.includes(text[i]!)) return -1;
  let j = i + 1;
  while (j < text.length && (CLOSERS.includes(text[j]!) || ENDS.includes(text[j]!))) j++;
  return j === text.length || /\s/.test(text[j]!) ? j : -1;
}

/** The end of the last complete sentence in `text`, or 0: a walk back from the end, in linear time. */
export function lastSentenceEnd(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    const end = endAt(text, i);
    if (end >= 0) return end;
  }
  return 0;
}

/** The end of the `n`th sentence of `text`, or its length when it has fewer. */
export function endOfSentence(text: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    const end = endAt(text, i);
    if (end < 0) continue;
    if (++seen === n) return end;
    i = end - 1;
  }
  return text.length;
}
