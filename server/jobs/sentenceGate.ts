import type { Moderator, RefusalReason } from '../providers/moderation/port';

/** A sentence ends at . ! ? or … (with closing quotes or brackets); a line break alone does not end one. */
const SENTENCE_END = /(?<![.!?\u2026])[.!?\u2026]+["'\u201d\u2019)\]*_]*(?=\s)/g;
/** Text without a sentence end is checked in pieces of about this size, cut at a space, so it cannot be held forever. */
const LONGEST_HELD = 400;
/** Each sentence is judged with the end of the text before it, so no name or age hides across a sentence end or a cut. */
const CONTEXT_CHARS = 160;

/** The longest sentence before the one judged that is taken whole as its context. */
const LONGEST_CONTEXT = 4 * CONTEXT_CHARS;

/**
 * The text before `end` that a sentence is judged with: the sentences that end there, back to one
 * that starts at most LONGEST_CONTEXT before it; a fragment is never judged as if it began a sentence
 * ("…a harder one, and…" is not the number one, "be|tween" is not a "tween").
 */
function contextBefore(text: string, end: number): string {
  const from = Math.max(0, end - LONGEST_CONTEXT);
  const window = text.slice(from, end);
  let start = from === 0 ? 0 : -1;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(window); m; m = SENTENCE_END.exec(window)) {
    const after = m.index + m[0].length;
    if (after < window.length && window.length - after <= CONTEXT_CHARS * 2) {
      start = after;
      break;
    }
  }
  if (start >= 0) return window.slice(start).trim();
  // One sentence longer than that: its end, from a whole word.
  const tail = window.slice(-CONTEXT_CHARS);
  const space = tail.search(/\s/);
  return space < 0 ? '' : tail.slice(space + 1);
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
      // The prose is judged together; each further text (a choice, the memory) on its own, as it is
      // stored on its own: joined to the prose, the end of one and the start of the next read as one.
      const batches = [windows, ...extra.map((text) => [text])].filter((texts) => texts.length > 0);
      for (const texts of batches) {
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
