import { BADGES, TOP_AUTHOR_BADGES } from '../catalogue/badges';

/** A badge as clients may receive it: a bare name, or an object with at least a name. */
export type BadgeLike = string | { id?: string; _id?: string; name: string; color?: string; description?: string };

const DEFAULT_BADGE_COLOR = 'blue';

export function badgeName(badge: BadgeLike): string {
  return typeof badge === 'string' ? badge : badge.name;
}

export function badgeColor(badge: BadgeLike): string {
  return (typeof badge === 'string' ? undefined : badge.color) || DEFAULT_BADGE_COLOR;
}

const topAuthorNames = new Set(TOP_AUTHOR_BADGES.map((id) => BADGES[id].name.toLowerCase()));

/** 'Top Author' on a card: the author holds Popular Author or Legend Author. */
export function isTopAuthor(badges: readonly BadgeLike[] | null | undefined): boolean {
  return (badges ?? []).some((badge) => topAuthorNames.has(badgeName(badge).trim().toLowerCase()));
}
