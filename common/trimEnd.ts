/**
 * The text without its trailing characters that pass `strip`: a walk back from the end, which
 * takes linear time where a regular expression anchored with `$` can take quadratic time.
 */
export function trimEndWhile(text: string, strip: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && strip(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export const isSpace = (char: string) => /\s/.test(char);

/** The text cut before its last, possibly partial, word; unchanged when it is one word. */
export function withoutLastWord(text: string): string {
  const upToSpace = trimEndWhile(text, (c) => !isSpace(c));
  return upToSpace === '' ? text : trimEndWhile(upToSpace, isSpace);
}
