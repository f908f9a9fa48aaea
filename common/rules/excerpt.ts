import { LIST_EXCERPT_CHARS } from '../catalogue/limits';

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The start of a text, at most `max` characters, ending at a word boundary (a word longer than
 * the whole excerpt is cut, never between the halves of a surrogate pair). Always a prefix of the text.
 */
export function excerpt(text: string, max = LIST_EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  if (/\s/.test(text[max])) return text.slice(0, max).trimEnd();
  const head = text.slice(0, max);
  const lastSpace = head.search(/\s\S*$/);
  if (lastSpace > 0) return head.slice(0, lastSpace).trimEnd();
  return isLowSurrogate(text.charCodeAt(max)) ? head.slice(0, -1) : head;
}
