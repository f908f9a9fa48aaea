import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';

/** Counts the tokens a text costs a model. */
export type TokenCounter = (text: string) => number;

/**
 * Characters per token assumed for a model whose tokenizer is unknown: lower than any common
 * tokenizer gives for English prose (about 4), so the estimate errs toward too many tokens.
 */
const SAFE_CHARS_PER_TOKEN = 3;

const O200K = /(?:^|\/)(?:gpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|chatgpt|o[134](?:-|$))/i;
const CL100K = /(?:^|\/)(?:gpt-4|gpt-3\.5)/i;

/** The real tokenizer for OpenAI's model families (also behind OpenRouter's `openai/…`), else a safe estimate. */
export function tokenCounterFor(model: string): TokenCounter {
  if (O200K.test(model)) return (text) => o200k(text);
  if (CL100K.test(model)) return (text) => cl100k(text);
  return (text) => Math.ceil(text.length / SAFE_CHARS_PER_TOKEN);
}
