/**
 * Reasoning models (DeepSeek-R1, Qwen3 served by Ollama or vLLM) may think aloud inside the
 * answer's text, in `<think>…</think>` or `<thinking>…</thinking>` blocks. ReasoningFilter drops
 * those blocks while the text streams, holding back any tail that could still be the start of a
 * tag, so no reasoning is ever shown, stored, narrated or summarised.
 */

const OPEN_TAGS = ['<think>', '<thinking>'];
const CLOSE_TAGS = ['</think>', '</thinking>'];

/** The first complete tag at or after `from`, case-insensitive. */
function findTag(text: string, tags: string[], from: number): { at: number; length: number } | undefined {
  const lower = text.toLowerCase();
  let best: { at: number; length: number } | undefined;
  for (const tag of tags) {
    const at = lower.indexOf(tag, from);
    if (at >= 0 && (!best || at < best.at)) best = { at, length: tag.length };
  }
  return best;
}

/** Where a tail that could still grow into one of the tags begins, or the text's length. */
function partialTagStart(text: string, tags: string[]): number {
  const lower = text.toLowerCase();
  const from = lower.lastIndexOf('<');
  if (from < 0) return text.length;
  const tail = lower.slice(from);
  return tags.some((tag) => tag.startsWith(tail)) ? from : text.length;
}

export class ReasoningFilter {
  private pending = '';
  private inside = false;

  /** Adds a piece of the model's text; returns the part that is surely not reasoning. */
  push(delta: string): string {
    this.pending += delta;
    let out = '';
    for (;;) {
      if (this.inside) {
        const close = findTag(this.pending, CLOSE_TAGS, 0);
        if (!close) {
          this.pending = this.pending.slice(partialTagStart(this.pending, CLOSE_TAGS));
          return out;
        }
        this.pending = this.pending.slice(close.at + close.length);
        this.inside = false;
        continue;
      }
      const open = findTag(this.pending, OPEN_TAGS, 0);
      if (open) {
        out += this.pending.slice(0, open.at);
        this.pending = this.pending.slice(open.at + open.length);
        this.inside = true;
        continue;
      }
      const keep = partialTagStart(this.pending, OPEN_TAGS);
      out += this.pending.slice(0, keep);
      this.pending = this.pending.slice(keep);
      return out;
    }
  }

  /** Ends the text: an unfinished tag was prose after all; an unclosed block is dropped. */
  end(): string {
    const rest = this.inside ? '' : this.pending;
    this.pending = '';
    return rest;
  }
}

/** Strips reasoning from a complete answer (the memory request's). */
export function withoutReasoning(text: string): string {
  const filter = new ReasoningFilter();
  return filter.push(text) + filter.end();
}
