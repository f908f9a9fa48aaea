import { isSpace, trimEndWhile } from '#common/trimEnd';

/**
 * Models decorate prose with markdown and book furniture the reader should never see:
 * "# Chapter 2", "Chapter 2: The Storm", "Title: …", **bold**, *italics*, `---` rules and
 * "*To be continued…*". MarkupFilter removes them while the text streams. A line that could still
 * turn out to be furniture is held back until it ends or grows too long to be one; inline emphasis
 * marks are dropped, and blank lines never pile up beyond one paragraph break.
 */

/** Furniture lines are short; a longer line is prose. */
const FURNITURE_MAX_CHARS = 80;
const FURNITURE_WORDS = ['chapter', 'part', 'title', 'to be continued', 'the end', 'end of chapter', 'prologue'];
const DECORATION_START = /^[\s#*_>=~-]*/;
const HEADING = /^\s*#{1,6}(?:\s|$)/;
const RULE = /^\s*(?:[-*_=~•·]\s*){3,}$/;
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
const CHAPTER_HEADING = new RegExp(`^(?:chapter|part)\\s+(?:\\d+|[ivxlc]+|${NUMBER_WORDS})\\b[^.!?]*$`, 'i');
const OTHER_FURNITURE = /^(?:title\s*:.*|to be continued\W*|the end\W*|end of chapter\b.*|prologue\W*)$/i;
const EMPHASIS = /\*+|__+/g;

function decorationless(line: string): string {
  return trimEndWhile(line.replace(DECORATION_START, ''), (c) => c === '*' || c === '_' || isSpace(c));
}

/** Is this complete line furniture to drop? */
function isFurniture(line: string): boolean {
  if (line.length > FURNITURE_MAX_CHARS) return false;
  if (HEADING.test(line) || RULE.test(line)) return true;
  const bare = decorationless(line).replace(/[*_]/g, '');
  return CHAPTER_HEADING.test(bare) || OTHER_FURNITURE.test(bare);
}

/** Could this unfinished line still become furniture? */
function couldBeFurniture(partial: string): boolean {
  if (partial.length > FURNITURE_MAX_CHARS) return false;
  if (/^\s*#/.test(partial)) return true;
  const bare = partial.replace(DECORATION_START, '').toLowerCase();
  if (bare === '') return true;
  return FURNITURE_WORDS.some((word) => word.startsWith(bare) || bare.startsWith(word));
}

export class MarkupFilter {
  private line = '';
  private started = false;
  private newlines = 0;

  /** Adds a piece of text; returns what is surely prose, cleaned. */
  push(delta: string): string {
    let out = '';
    for (const part of delta.split(/(\n)/)) {
      if (part === '\n') {
        out += this.finishLine();
        this.newlines++;
      } else this.line += part;
    }
    if (!couldBeFurniture(this.line)) out += this.emit(this.takeLine());
    return out;
  }

  end(): string {
    return this.finishLine();
  }

  private finishLine(): string {
    const line = this.line;
    this.line = '';
    return isFurniture(line) ? '' : this.emit(line);
  }

  /** Takes the current line except its trailing * and _ (perhaps a half-written emphasis mark). */
  private takeLine(): string {
    const taken = trimEndWhile(this.line, (c) => c === '*' || c === '_');
    this.line = this.line.slice(taken.length);
    return taken;
  }

  private emit(text: string): string {
    const atLineStart = this.newlines > 0 || !this.started;
    const clean = atLineStart ? text.replace(EMPHASIS, '').trimStart() : text.replace(EMPHASIS, '');
    if (clean === '') return '';
    const breaks = this.started ? '\n'.repeat(Math.min(this.newlines, 2)) : '';
    this.newlines = 0;
    this.started = true;
    return breaks + clean;
  }
}
