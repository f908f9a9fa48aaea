/**
 * The model ends a chapter that offers choices with a marker line (`CHOICES:`) and 2–3 list
 * lines. ChoiceStream separates that markup from the prose while the text streams, so readers
 * never see it: the current line is held back while it could still become the marker, and
 * trailing whitespace is held until more prose follows it.
 */

import { isSpace, trimEndWhile } from '#common/trimEnd';

export const CHOICES_MARKER = 'CHOICES:';

const DECORATION = /[\s#*_>=-]/;
/** Horizontal rules and blank lines models put between the prose and the marker. */
const RULE_OR_BLANK = /^[ \t]*(?:[-*_=]{3,}[ \t]*)?$/;
/** A whole line that is only the marker, with the decorations models like to add. */
const MARKER_LINE = /^[ \t>#*_]*(?:choices|options)[ \t*_]*(?::[ \t*_]*)?$/i;
const MARKER_WORDS = ['choices', 'options'];
const LIST_PREFIX = /^\s*(?:[-*•–—+]|\(?\d{1,2}[.):]|\(?[a-cA-C][.)])\s*/;
const MAX_CHOICES = 3;
const MAX_CHOICE_CHARS = 200;

/** The prose before the marker without the rules and blank lines that end it. */
function withoutTrailingRules(text: string): string {
  let kept = text;
  let rest = trimEndWhile(text, isSpace);
  for (;;) {
    const lineStart = rest.lastIndexOf('\n') + 1;
    if (lineStart === 0 || !/^[ \t]*[-*_=]{3,}$/.test(rest.slice(lineStart))) return kept;
    rest = trimEndWhile(rest.slice(0, lineStart), isSpace);
    kept = rest;
  }
}

/** Could this unfinished line still turn into the marker line? */
function couldBecomeMarker(line: string): boolean {
  let i = 0;
  while (i < line.length && DECORATION.test(line[i])) i++;
  const decoration = (c: string) => c === '*' || c === '_' || isSpace(c);
  const beforeColon = trimEndWhile(line.slice(i).toLowerCase(), decoration);
  const rest = trimEndWhile(beforeColon.endsWith(':') ? beforeColon.slice(0, -1) : beforeColon, decoration);
  if (rest === '') return true;
  return MARKER_WORDS.some((w) => w.startsWith(rest) || (rest.startsWith(w) && MARKER_LINE.test(line)));
}

function cleanChoice(line: string): string {
  const text = line
    .replace(LIST_PREFIX, '')
    .replace(/^(\*\*|__|\*|_)(.*)\1$/, '$2')
    .replace(/\*\*|__/g, '')
    .trim()
    .replace(/^["“'‘](.*)["”'’]$/, '$1')
    .trim();
  return text.length > MAX_CHOICE_CHARS ? `${text.slice(0, MAX_CHOICE_CHARS - 1).trimEnd()}…` : text;
}

/** The choices under the marker: 2 or 3 of them, or none when the model gave fewer than 2. */
function parseChoiceLines(section: string): string[] {
  const choices = section
    .split('\n')
    .map(cleanChoice)
    .filter((c) => c.length > 0 && !/^none\.?$/i.test(c));
  return choices.length < 2 ? [] : choices.slice(0, MAX_CHOICES);
}

export interface ParsedChapter {
  text: string;
  choices: string[];
}

export class ChoiceStream {
  private raw = '';
  private emitted = 0;
  private started = false;
  private markerAt = -1;
  private choicesFrom = -1;

  /** Adds a piece of the model's output; returns the prose now safe to show (possibly empty). */
  push(delta: string): string {
    this.raw += delta;
    if (this.markerAt >= 0) return '';
    if (!this.started) {
      const first = this.raw.search(/\S/);
      if (first < 0) return '';
      this.started = true;
      this.emitted = first;
    }
    const marker = this.findMarker(true);
    if (marker) {
      [this.markerAt, this.choicesFrom] = marker;
      return this.emitUpTo(this.proseEnd());
    }
    return this.emitUpTo(this.holdFrom());
  }

  /** Ends the stream: the last safe piece of prose, and the chapter's whole text and choices. */
  end(): ParsedChapter & { rest: string } {
    if (this.markerAt < 0) {
      const marker = this.findMarker(false);
      if (marker) [this.markerAt, this.choicesFrom] = marker;
    }
    const rest = this.started ? this.emitUpTo(this.markerAt >= 0 ? this.proseEnd() : this.raw.length) : '';
    const text = this.started ? this.raw.slice(this.raw.search(/\S/), this.emitted) : '';
    const choices = this.markerAt >= 0 ? parseChoiceLines(this.raw.slice(this.choicesFrom)) : [];
    return { rest, text, choices };
  }

  /** [start of the marker line, start of the choices], for a marker line at a line start. */
  private findMarker(needsLineEnd: boolean): [number, number] | undefined {
    let lineStart = Math.max(0, this.raw.lastIndexOf('\n', Math.max(0, this.emitted - 1)) + 1);
    while (lineStart <= this.raw.length) {
      const lineEnd = this.raw.indexOf('\n', lineStart);
      if (lineEnd < 0 && needsLineEnd) return undefined;
      const end = lineEnd < 0 ? this.raw.length : lineEnd;
      if (MARKER_LINE.test(this.raw.slice(lineStart, end))) return [lineStart, lineEnd < 0 ? end : end + 1];
      if (lineEnd < 0) return undefined;
      lineStart = lineEnd + 1;
    }
    return undefined;
  }

  /** Where the text that might still belong to the markup begins: a marker-like last line and the rules above it. */
  private holdFrom(): number {
    let from = this.raw.lastIndexOf('\n') + 1;
    if (!couldBecomeMarker(this.raw.slice(from))) return this.raw.length;
    while (from > this.emitted) {
      const previous = this.raw.lastIndexOf('\n', from - 2) + 1;
      if (!RULE_OR_BLANK.test(this.raw.slice(previous, from - 1))) break;
      from = previous;
    }
    return from;
  }

  private proseEnd(): number {
    return this.emitted + withoutTrailingRules(this.raw.slice(this.emitted, this.markerAt)).length;
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

/** Parses a complete answer at once. */
export function parseChapterOutput(raw: string): ParsedChapter {
  const stream = new ChoiceStream();
  stream.push(raw);
  const { text, choices } = stream.end();
  return { text, choices };
}
