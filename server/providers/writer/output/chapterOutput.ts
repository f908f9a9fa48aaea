import { ChoiceStream } from './choices';
import { lastSentenceEnd } from './sentenceEnds';
import { MarkupFilter } from './markup';
import { ReasoningFilter } from './reasoning';
import { isRefusal, REFUSAL_OPENING_CHARS } from './refusal';

/** Prose without a sentence end is shown in words once this much of it waits, so it is never held forever. */
const LONGEST_HELD = 400;

/**
 * Turns a model's raw answer, piece by piece, into what readers see: reasoning dropped, markup
 * cleaned, the choices list taken out, and only whole sentences shown. The opening is held back
 * until it can be told apart from a refusal, so a refusal is never shown. Everything shown is
 * exactly the chapter's text: what is streamed is what is stored.
 */
export class ChapterOutput {
  private reasoning = new ReasoningFilter();
  private readonly markup = new MarkupFilter();
  private readonly choices = new ChoiceStream();
  /** Prose that has passed every filter but is not shown yet. */
  private pending = '';
  private shown = '';
  private openingChecked = false;
  /** Set once the opening reads as a refusal or a meta-answer, or the whole answer is too short: nothing was shown. */
  refused = false;

  constructor(
    private readonly onText: (text: string) => void,
    /** A whole answer shorter than this is rejected like a refusal. */
    private readonly minWords = 0,
  ) {}

  /** A continuation is a new answer: it may open with its own reasoning. */
  newAnswer(): void {
    this.reasoning = new ReasoningFilter();
  }

  push(delta: string): void {
    this.accept(this.choices.push(this.markup.push(this.reasoning.push(delta))));
    this.release(this.safeEnd());
  }

  /** The end of the last whole sentence; or, for prose that has none for too long, its last whole word. */
  private safeEnd(): number {
    const end = lastSentenceEnd(this.pending);
    if (end > 0 || this.pending.length <= LONGEST_HELD) return end;
    return Math.max(0, this.pending.lastIndexOf(' '));
  }

  /**
   * The answer is complete; `whole` says whether its unfinished last sentence is kept (false when
   * the model was cut off). Returns the chapter's text and choices: none of either when refused.
   */
  end(whole: boolean): { text: string; choices: string[] } {
    this.accept(this.markup.push(this.reasoning.end()));
    this.accept(this.choices.push(this.markup.end()));
    const ending = this.choices.end();
    this.accept(ending.rest);
    this.release(whole ? this.pending.length : lastSentenceEnd(this.pending), true);
    this.pending = '';
    return this.refused ? { text: '', choices: [] } : { text: this.shown, choices: ending.choices };
  }

  private accept(text: string): void {
    this.pending += text;
  }

  private release(upTo: number, final = false): void {
    if (this.refused || upTo <= 0) return;
    const ready = this.pending.slice(0, upTo);
    if (!this.openingChecked) {
      if (!final && ready.length < REFUSAL_OPENING_CHARS) return;
      this.openingChecked = true;
      this.refused = isRefusal(ready) || (final && ready.split(/\s+/).filter(Boolean).length < this.minWords);
      if (this.refused) return;
    }
    this.pending = this.pending.slice(upTo);
    this.shown += ready;
    this.onText(ready);
  }
}
