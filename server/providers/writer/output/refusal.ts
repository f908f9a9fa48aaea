/**
 * Whether the opening of a model's answer is a refusal or a meta-answer (an apology, a policy
 * note, a question back to the reader, a "Sure, here is…") instead of a chapter. Rules written
 * from the development part of server/test/writerCorpus/refusalCorpus.ts; the held-out part measures them.
 *
 * Only the first two sentences are read, and dialogue is never read as the model speaking: prose
 * that opens with "I'm sorry," she whispered is a chapter.
 */

import { endOfSentence } from './sentenceEnds';

/** How much of an answer's opening is read. */
export const REFUSAL_OPENING_CHARS = 320;

const OPENERS = [
  /^(?:i'?m|i am) (?:so |very |truly |really )?sorry\b/,
  /^sorry\b[^.!?]{0,40}\b(?:but|i)\b/,
  /^(?:i )?apologi[sz]e\b/,
  /^unfortunately,? i\b/,
  /^(?:i can(?:no|')t|i cannot|i won'?t|i will not|i'?m unable|i am unable|i'?m not able|i am not able|i'?d rather not|i do not|i don'?t) (?:to )?(?:help|assist|write|continue|create|produce|generate|fulfil|fulfill|comply|provide|engage|do that|do this|go on|feel comfortable|think i can|be able)/,
  /^i must (?:decline|refuse|respectfully decline)\b/,
  /^as an? (?:ai|language model|assistant)\b/,
  /^(?:sure|certainly|of course|absolutely|okay|ok|great|happy to help)\b[!,.]? ?(?:here(?:'s| is| are)|i(?:'d| would| will|'ll| can)|let me|below)/,
  /^here(?:'s| is) (?:the |your |a )?(?:next |first |final |continued |revised )?(?:chapter|story|continuation|part|scene)\b/,
  /^i(?:'d| would) (?:be )?(?:happy|glad|love) to\b/,
  /^(?:before (?:i|we) (?:begin|start|continue)|please (?:provide|clarify|tell))\b/,
  /^(?:could you|can you|would you like|do you want)\b[^.!?]*\?/,
];

const ANYWHERE = [
  /\bas an ai\b/,
  /\b(?:a|an ai|a large) language model\b/,
  /\b(?:content|usage) polic(?:y|ies)\b/,
  /\bagainst (?:my|the|openai'?s) (?:guidelines|policies|programming)\b/,
  /\bi (?:can(?:no|')t|cannot|won'?t|am unable to|'m unable to|am not able to|'m not able to) (?:help|assist|write|continue|create|produce|generate|fulfil|fulfill|comply|provide) (?:with )?(?:that|this|the|your|such|explicit|sexual|content|a story|stories)\b/,
];

function normalise(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/^[\s*_#>-]+/, '')
    .toLowerCase();
}

/** The first two sentences, never past the opening. */
function firstSentences(text: string): string {
  const head = text.slice(0, REFUSAL_OPENING_CHARS);
  return head.slice(0, endOfSentence(head, 2));
}

export function isRefusal(opening: string): boolean {
  const text = normalise(firstSentences(opening.trim()));
  if (text === '' || text.startsWith('"')) return false;
  return OPENERS.some((r) => r.test(text)) || ANYWHERE.some((r) => r.test(text));
}
