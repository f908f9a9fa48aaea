import { isPlanId, type PlanId, PLANS } from '#common/catalogue/plans';
import { formatCredits } from '#common/rules/actionCost';

/** The display name of a subscription; anything unknown (none, discovery) shows as Free. */
export function planName(subscription: string | null | undefined): string {
  return subscription && isPlanId(subscription) ? PLANS[subscription as PlanId].name : PLANS.free.name;
}

export function creditsLabel(textCredits: number, audioCredits: number) {
  return `T:${textCredits} A:${audioCredits}`;
}

/** "3 apples", "1 apple": a count with its noun, for names read aloud. */
export function counted(count: number, noun: string) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The balance as a screen reader says it: "3 text credits, 1 audio credit". */
export function creditsSpoken(textCredits: number, audioCredits: number) {
  return `${formatCredits(textCredits, 'text')}, ${formatCredits(audioCredits, 'audio')}`;
}

export function initial(name: string) {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/**
 * The in-app path a `redirect` query value points to ("credits" → "/credits"). Leading slashes
 * are stripped so the value can never name another site.
 */
export function redirectTarget(value: string | null): string {
  if (!value) return '/';
  return `/${value.replace(/^[/\\]+/, '')}`;
}

/** Dates as the pages show them: US English, short ("Nov 21, 2026"). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
