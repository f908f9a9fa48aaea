import { PLANS, type PlanId, isPlanId } from '#common/catalogue';

/** The display name of a subscription; anything unknown (none, discovery) shows as Free. */
export function planName(subscription: string | null | undefined): string {
  return subscription && isPlanId(subscription) ? PLANS[subscription as PlanId].name : PLANS.free.name;
}

export function creditsLabel(textCredits: number, audioCredits: number) {
  return `T:${textCredits} A:${audioCredits}`;
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
