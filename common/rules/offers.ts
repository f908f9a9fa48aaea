import { NARRATION_CREDITS_PER_EXTRA_MINUTE, NARRATION_PRICE_STEPS, STORY_LENGTHS } from '../catalogue/costs';
import { FREE_STORY_LIMIT } from '../catalogue/limits';
import type { CreditPack, Plan } from '../catalogue/plans';
import { formatCredits } from './actionCost';
import { narrationCostOfBudget, narrationMinutesFor } from './narrationPrice';

const SHORT = STORY_LENGTHS[2];

/**
 * What a new account receives: enough to write its free stories at the Short length and to hear
 * its first chapter, however long the writer makes it within the Short budget.
 */
export const WELCOME_CREDITS = {
  text: FREE_STORY_LIMIT * SHORT.textCredits,
  audio: narrationCostOfBudget(SHORT.maxTokens),
} as const;

/** "12 audio credits (about 24 minutes)": the minutes those credits narrate at the audio table's prices. */
export function audioCreditsText(audioCredits: number): string {
  const minutes = narrationMinutesFor(audioCredits);
  const credits = formatCredits(audioCredits, 'audio');
  return minutes > 0 ? `${credits} (about ${minutes} minutes)` : credits;
}

/** Every page's list of what a plan offers: its credits, then the rest. */
export function planFeatures(plan: Plan): string[] {
  const credits =
    plan.priceCents === 0
      ? `${formatCredits(WELCOME_CREDITS.text, 'text')} + ${audioCreditsText(WELCOME_CREDITS.audio)} to welcome you`
      : `${formatCredits(plan.monthlyTextCredits, 'text')} + ${audioCreditsText(plan.monthlyAudioCredits)} a month`;
  return [credits, ...plan.features];
}

/** Every page's list of what a pack holds. */
export const packFeatures = (pack: CreditPack): string[] => [
  formatCredits(pack.textCredits, 'text'),
  audioCreditsText(pack.audioCredits),
  ...pack.features,
];

/** "up to 3 min: 2 audio credits, up to 6 min: 3, …, then 1 more per started minute". */
export function narrationPriceText(): string {
  const steps = NARRATION_PRICE_STEPS.map(
    (step, i) =>
      `up to ${step.upToMinutes} min: ${i === 0 ? formatCredits(step.audioCredits, 'audio') : step.audioCredits}`,
  );
  return `${steps.join(', ')}, then ${NARRATION_CREDITS_PER_EXTRA_MINUTE} more per started minute`;
}
