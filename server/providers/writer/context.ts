import { sentencesOf, summariseChapter } from './memory';
import type { TokenCounter } from './tokens';

/**
 * What of the earlier chapters fits a prompt's budget: a running summary of the older ones
 * (newest first, never more than a share of the budget), then the latest chapters verbatim,
 * newest first, the oldest one that fits only in part cut to its last whole sentences.
 */

/** The running summary never takes more than this share of what the chapters may use. */
const SUMMARY_SHARE = 0.3;
/** Tokens a chat message costs beyond its text, and a margin for counting pieces apart. */
export const MESSAGE_OVERHEAD_TOKENS = 8;
const LINE_TOKENS = 1;

/** What a list of chat messages costs: each text and its message overhead. */
export function promptTokens(messages: { content: string }[], count: TokenCounter): number {
  return messages.reduce((sum, message) => sum + count(message.content) + MESSAGE_OVERHEAD_TOKENS, 0);
}

/** The answer's tokens, so that a prompt always keeps room: at most 60 % of the window. */
export function answerTokens(maxTokens: number, contextTokens: number): number {
  return Math.min(maxTokens, Math.floor(contextTokens * 0.6));
}

/** The latest sentences of `text` that fit `tokens`, in order. */
function tailThatFits(text: string, tokens: number, count: TokenCounter): string {
  const kept: string[] = [];
  let used = 0;
  const sentences = sentencesOf(text);
  for (let i = sentences.length - 1; i >= 0; i--) {
    const cost = count(sentences[i]) + LINE_TOKENS;
    if (used + cost > tokens) break;
    kept.unshift(sentences[i]);
    used += cost;
  }
  return kept.join(' ');
}

/** The prompt lines that carry the story so far within `tokens`. */
export function storySoFar(chapters: string[], tokens: number, count: TokenCounter): string[] {
  if (chapters.length === 0 || tokens <= 0) return [];
  let left = tokens;
  const summaries: string[] = [];
  let summaryLeft = Math.floor(tokens * SUMMARY_SHARE);
  for (let n = chapters.length - 1; n >= 1; n--) {
    const line = `- Chapter ${n}: ${summariseChapter(chapters[n - 1])}`;
    const cost = count(line) + LINE_TOKENS;
    if (cost > summaryLeft) break;
    summaries.unshift(line);
    summaryLeft -= cost;
    left -= cost;
  }
  const verbatim: string[] = [];
  for (let n = chapters.length; n >= 1 && left > 0; n--) {
    const label = `[Chapter ${n}]`;
    const text = chapters[n - 1].trim();
    const cost = count(label) + count(text) + 2 * LINE_TOKENS;
    if (cost <= left) {
      verbatim.unshift(label, text);
      left -= cost;
      continue;
    }
    const tail = tailThatFits(text, left - count(`${label} (its end)`) - 2 * LINE_TOKENS, count);
    if (tail) verbatim.unshift(`${label} (its end)`, tail);
    break;
  }
  const lines: string[] = [];
  if (summaries.length > 0) lines.push('', 'Earlier chapters in brief:', ...summaries);
  if (verbatim.length > 0)
    lines.push('', 'The latest chapters, as written (continue from the end of the last one):', ...verbatim);
  return lines;
}
