import {
  NARRATION_CREDITS_PER_EXTRA_MINUTE,
  NARRATION_PRICE_STEPS,
  NARRATION_WORDS_PER_MINUTE,
  WRITER_WORDS_PER_TOKEN,
} from '../catalogue/costs';
import { estimatedListeningSeconds } from './listeningTime';

const SECONDS_PER_MINUTE = 60;
const LAST_STEP = NARRATION_PRICE_STEPS[NARRATION_PRICE_STEPS.length - 1];

/** The characters a voice service bills for a text: every character it is sent, spaces or not. */
const billedCharacters = (text: string) => [...text.trim()].length;

/** THE narration price: audio credits for a narration of that many seconds (the spec's audio table). */
export function narrationCreditsForSeconds(seconds: number): number {
  const minutes = seconds / SECONDS_PER_MINUTE;
  const step = NARRATION_PRICE_STEPS.find((candidate) => minutes <= candidate.upToMinutes);
  if (step) return step.audioCredits;
  return LAST_STEP.audioCredits + Math.ceil(minutes - LAST_STEP.upToMinutes) * NARRATION_CREDITS_PER_EXTRA_MINUTE;
}

/** Audio credits to narrate a text, from the characters the voice will speak (never from its spaces). */
export const narrationCost = (text: string) =>
  narrationCreditsForSeconds(estimatedListeningSeconds(billedCharacters(text)));

/** The audio credits that narrate the longest chapter a writer's token budget can hold. */
export const narrationCostOfBudget = (maxTokens: number) =>
  narrationCreditsForSeconds(((maxTokens * WRITER_WORDS_PER_TOKEN) / NARRATION_WORDS_PER_MINUTE) * SECONDS_PER_MINUTE);

/**
 * The most minutes of narration that many audio credits buy, chapter by chapter at the table's
 * prices: what "about N minutes" promises.
 */
export function narrationMinutesFor(audioCredits: number): number {
  const best = [0];
  for (let credits = 1; credits <= audioCredits; credits++) {
    best[credits] = best[credits - 1];
    for (const step of NARRATION_PRICE_STEPS) {
      if (step.audioCredits <= credits) {
        best[credits] = Math.max(best[credits], best[credits - step.audioCredits] + step.upToMinutes);
      }
    }
  }
  return best[audioCredits] ?? 0;
}
