import {
  CHOICE_TEXT_COST,
  CONCLUDE_TEXT_COST,
  CONTINUE_TEXT_COST,
  DEFAULT_UNLOCK_TEXT_COST,
  STORY_LENGTHS,
  type StoryLength,
} from '../catalogue/costs';
import { narrationCost } from './narrationPrice';

/**
 * Every action that spends credits. The server charges with `actionCost` and the web labels its
 * buttons with it, so a label and its charge cannot differ.
 */
export type PaidAction =
  | { kind: 'generate'; length: StoryLength }
  | { kind: 'continue' }
  | { kind: 'conclude' }
  | { kind: 'choice' }
  /** Unlocking another author's chapter: what that chapter cost to write. */
  | { kind: 'unlock'; chapterTextCreditsCost: number }
  /** Writing a chapter again (a retry after a failure, or a regeneration): what the chapter cost. */
  | { kind: 'rewrite'; chapterTextCreditsCost: number }
  | { kind: 'narrate'; text: string };

export type CreditKind = 'text' | 'audio';

export interface ActionCost {
  kind: CreditKind;
  credits: number;
}

export interface CreditBalance {
  textCredits: number;
  audioCredits: number;
}

const text = (credits: number): ActionCost => ({ kind: 'text', credits });
const chapterPrice = (cost: number) => (cost > 0 ? cost : DEFAULT_UNLOCK_TEXT_COST);

export function actionCost(action: PaidAction): ActionCost {
  switch (action.kind) {
    case 'generate':
      return text(STORY_LENGTHS[action.length].textCredits);
    case 'continue':
      return text(CONTINUE_TEXT_COST);
    case 'conclude':
      return text(CONCLUDE_TEXT_COST);
    case 'choice':
      return text(CHOICE_TEXT_COST);
    case 'unlock':
    case 'rewrite':
      return text(chapterPrice(action.chapterTextCreditsCost));
    case 'narrate':
      return { kind: 'audio', credits: narrationCost(action.text) };
  }
}

/** "1 text credit", "3 audio credits". */
export function formatCredits(credits: number, kind: CreditKind): string {
  return `${credits} ${kind} credit${credits === 1 ? '' : 's'}`;
}

export const formatCost = (cost: ActionCost) => formatCredits(cost.credits, cost.kind);

export function creditsOf(balance: CreditBalance, kind: CreditKind): number {
  return kind === 'text' ? balance.textCredits : balance.audioCredits;
}
