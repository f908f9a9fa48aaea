import type { Moderator, RefusalReason } from '../providers/moderation/port';

/** A sentence ends at . ! ? or … (with closing quotes or brackets); a line break alone does not end one. */
const SENTENCE_END = /(?<![.!?\u2026])[.!?\u2026]+["'\u201d\u2019)\]*_]*(?=\s)/g;
/** Text without a sentence end is checked in pieces of about this size, cut at a space, so it cannot be held forever. */
const LONGEST_HELD = 400;
/** Each sentence is judged with the end of the text before it, so no name or age hides across a sentence end or a cut. */
const CONTEXT_CHARS = 160;

/** The end of the text before `end` that a sentence is judged with, starting at a whole word. */
function contextBefore(text: string, end: number): string {
  const start = Math.max(0, end - CONTEXT_CHARS);
  const context = text.slice(start, end);
  if (start === 0 || /\s/.test(text[start - 1])) return context;
  // Cut inside a word, its tail alone can read as another word: "be|tween" is not a "tween".
  const space = context.search(/\s/);
  return space < 0 ? '' : context.slice(space + 1);
}

function endOfLastSentence(text: string, from: number): number {
  let end = from;
  SENTENCE_END.lastIndex = from;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) end = m.index + m[0].length;
  if (end === from && text.length - from > LONGEST_HELD) {
    const space = text.lastIndexOf(' ', from + LONGEST_HELD);
    end = space > from ? space : from + LONGEST_HELD;
  }
  return end;
}

function sentencesOf(piece: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(piece); m; m = SENTENCE_END.exec(piece)) {
    sentences.push(piece.slice(start, m.index + m[0].length));
    start = m.index + m[0].length;
  }
  sentences.push(piece.slice(start));
  return sentences.filter((s) => s.trim() !== '');
}

/**
 * Holds the writer's text back until each sentence has been checked, so nothing unchecked ever
 * reaches the database or a reader. The first refusal (or a moderation failure) stops it for good
 * and calls `stop`, which aborts the writer.
 */
export class SentenceGate {
  private text = '';
  private checkedUpTo = 0;
  private queue: Promise<void> = Promise.resolve();
  refusal: RefusalReason | undefined;
  failure: Error | undefined;

  constructor(
    private readonly moderator: Moderator,
    private readonly stop: () => void,
  ) {}

  /** The text whose every sentence passed. */
  get cleared(): string {
    return this.text.slice(0, this.checkedUpTo);
  }

  get stopped(): boolean {
    return Boolean(this.refusal || this.failure);
  }

  push(delta: string): void {
    if (this.stopped) return;
    this.text += delta;
    this.schedule(false);
  }

  /** Checks the rest of the text and any further texts (the chapter's choices); resolves once all is judged. */
  async finish(extra: string[] = []): Promise<void> {
    this.schedule(true, extra);
    await this.queue;
  }

  private schedule(final: boolean, extra: string[] = []): void {
    this.queue = this.queue.then(async () => {
      if (this.stopped) return;
      const end = final ? this.text.length : endOfLastSentence(this.text, this.checkedUpTo);
      const sentences = sentencesOf(this.text.slice(this.checkedUpTo, end));
      const before = contextBefore(this.text, this.checkedUpTo);
      const windows = sentences.map((s, i) => `${i === 0 ? before : sentences[i - 1]} ${s}`.replace(/\s+/g, ' '));
      const texts = [...windows, ...extra];
      if (texts.length > 0) {
        try {
          const verdict = await this.moderator.check(texts);
          if (!verdict.allowed) {
            this.refusal = verdict.reason;
            this.stop();
            return;
          }
        } catch (error) {
          this.failure = error as Error;
          this.stop();
          return;
        }
      }
      if (end > this.checkedUpTo) this.checkedUpTo = end;
    });
  }
}
