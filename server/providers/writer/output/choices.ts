import { isSpace, trimEndWhile } from '#common/trimEnd';

/**
 * A chapter that offers choices ends with a list of 2–3 options, usually under a marker line
 * ("CHOICES:", "What happens next?", "What will Ada do?"), numbered, lettered or bulleted.
 * ChoiceStream separates that ending from the prose while the text streams, so the list never
 * reaches readers (or the content rules, where "1." and "2." would read as ages): a short line
 * that could still be a marker, list lines, and the blank lines and rules around them are held
 * back until prose follows them or the text ends.
 */

export const CHOICES_MARKER = 'CHOICES:';

/** A marker line is short; a list line may carry a sentence. */
const MARKER_MAX_CHARS = 100;
const CHOICE_MAX_CHARS = 200;
const MAX_CHOICES = 3;
/** More than this many list lines at the end is a list in the story, not a choice. */
const MAX_LIST_LINES = 5;

/** A list line's numbering, lettering or bullet, inside a quoted block too ("> 1. Trust him"). */
const LIST_PREFIX = /^\s*(?:>\s*)*(?:[-*•+]|\(?\d{1,2}[.):]|\(?[a-eA-E][.)]|\[[a-eA-E\d]\])\s+/;
const RULE_OR_BLANK = /^[-*_=~\s]*$/;
const BARE_MARKER = /^(?:choices?|options?|your (?:choices?|options?)|what next|what now|next)$/i;
const MARKER_WORDS =
  /\b(?:next|choose|choice|choices|option|options|decide|decision|path|paths|will|would|should|do now|happens)\b/i;

const isDecoration = (c: string) => c === '*' || c === '_' || isSpace(c);

function bare(line: string): string {
  return trimEndWhile(line.replace(/^[\s>#*_]+/, ''), isDecoration);
}

/** The line without a colon at its end (and the spaces before it). */
const withoutColon = (text: string) => (text.endsWith(':') ? trimEndWhile(text.slice(0, -1), isSpace) : text);

function isListLine(line: string): boolean {
  return LIST_PREFIX.test(line) && line.length <= CHOICE_MAX_CHARS + 8;
}

/** A line that introduces the choices: "CHOICES:", "**What happens next?**", "What will Ada do?". */
function isMarkerLine(line: string): boolean {
  const text = bare(line);
  if (text.length === 0 || text.length > MARKER_MAX_CHARS || isListLine(line)) return false;
  if (BARE_MARKER.test(withoutColon(text))) return true;
  return /[?:]$/.test(text) && MARKER_WORDS.test(text);
}

/** Could this unfinished line still become a marker or a list line? */
function couldBeEnding(partial: string): boolean {
  return partial.length <= MARKER_MAX_CHARS || LIST_PREFIX.test(partial) || /^[\s>#*_]*$/.test(partial);
}

function cleanChoice(line: string): string {
  const text = bare(line.replace(LIST_PREFIX, ''))
    .replace(/\*\*|__/g, '')
    .replace(/^["“'‘](.*)["”'’]$/, '$1')
    .trim();
  return text.length > CHOICE_MAX_CHARS ? `${text.slice(0, CHOICE_MAX_CHARS - 1).trimEnd()}…` : text;
}

interface Line {
  start: number;
  text: string;
}

/** The complete lines of `text` from `from`, with where each starts. */
function linesFrom(text: string, from: number): Line[] {
  const lines: Line[] = [];
  let start = from;
  for (let end = text.indexOf('\n', start); end >= 0; end = text.indexOf('\n', start)) {
    lines.push({ start, text: text.slice(start, end) });
    start = end + 1;
  }
  lines.push({ start, text: text.slice(start) });
  return lines;
}

interface ParsedEnding {
  /** Where the prose ends in the text: the choices, their marker and the rules before them are cut. */
  proseEnd: number;
  choices: string[];
}

/** Reads the ending of a complete answer: a trailing list, with or without a marker above it. */
function parseEnding(text: string, from = 0): ParsedEnding {
  const lines = linesFrom(text, from);
  let i = lines.length - 1;
  while (i >= 0 && RULE_OR_BLANK.test(lines[i].text)) i--;
  const items: Line[] = [];
  while (i >= 0 && (isListLine(lines[i].text) || RULE_OR_BLANK.test(lines[i].text))) {
    if (isListLine(lines[i].text)) items.unshift(lines[i]);
    i--;
  }
  let cut = items[0]?.start;
  let marker = i >= 0 && isMarkerLine(lines[i].text) ? i : -1;
  // The prompt's own format: under an explicit marker, options may come without list marks.
  if (items.length === 0 && marker < 0) {
    const at = lines.findLastIndex((l) => BARE_MARKER.test(withoutColon(bare(l.text))));
    const after = at >= 0 ? lines.slice(at + 1).filter((l) => !RULE_OR_BLANK.test(l.text)) : [];
    if (at >= 0 && after.length <= MAX_CHOICES && after.every((l) => l.text.length <= CHOICE_MAX_CHARS)) {
      marker = at;
      items.push(...after);
    }
  }
  if (marker >= 0) cut = lines[marker].start;
  const choices = items.map((l) => cleanChoice(l.text)).filter((c) => c.length > 0 && !/^none\.?$/i.test(c));
  const isChoiceList = choices.length >= 2 && items.length <= MAX_LIST_LINES;
  if (!isChoiceList && marker < 0) return { proseEnd: text.length, choices: [] };
  let end = cut ?? text.length;
  // Rules and blank lines between the prose and the ending go with the ending.
  while (end > from && /[\s\-*_=~]/.test(text[end - 1])) end--;
  return { proseEnd: end, choices: isChoiceList ? choices.slice(0, MAX_CHOICES) : [] };
}

/** Where the text that could still be a chapter's ending begins (its length when none could be). */
function heldFrom(text: string, from: number): number {
  let start = text.lastIndexOf('\n') + 1;
  if (start < from) start = from;
  if (!couldBeEnding(text.slice(start))) return text.length;
  while (start > from) {
    const previous = Math.max(from, text.lastIndexOf('\n', start - 2) + 1);
    const line = text.slice(previous, start - 1);
    if (!(RULE_OR_BLANK.test(line) || isListLine(line) || isMarkerLine(line))) break;
    start = previous;
  }
  return start;
}

export interface ParsedChapter {
  text: string;
  choices: string[];
}

export class ChoiceStream {
  private raw = '';
  private emitted = 0;
  private started = false;

  /** Adds a piece of the model's output; returns the prose now safe to show (possibly empty). */
  push(delta: string): string {
    this.raw += delta;
    if (!this.started) {
      const first = this.raw.search(/\S/);
      if (first < 0) return '';
      this.started = true;
      this.emitted = first;
    }
    return this.emitUpTo(heldFrom(this.raw, this.emitted));
  }

  /** Ends the stream: the last safe piece of prose, and the chapter's whole text and choices. */
  end(): ParsedChapter & { rest: string } {
    if (!this.started) return { rest: '', text: '', choices: [] };
    const ending = parseEnding(this.raw, this.emitted);
    const rest = this.emitUpTo(ending.proseEnd);
    const text = this.raw.slice(this.raw.search(/\S/), this.emitted);
    return { rest, text, choices: ending.choices };
  }

  /** Emits prose up to `limit`, keeping trailing whitespace back until something follows it. */
  private emitUpTo(limit: number): string {
    let end = limit;
    while (end > this.emitted && /\s/.test(this.raw[end - 1])) end--;
    if (end <= this.emitted) return '';
    const piece = this.raw.slice(this.emitted, end);
    this.emitted = end;
    return piece;
  }
}
