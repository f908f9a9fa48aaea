import { BADGE_IDS, type BadgeId, BADGES } from '#common/catalogue/badges';
import type { User } from '#common/contract';

/** In the catalogue's order, whatever order they were earned in. */
export function presentBadges(ids: readonly BadgeId[]): User['badges'] {
  return BADGE_IDS.filter((id) => ids.includes(id)).map((id) => {
    const { name, color, description } = BADGES[id];
    return { id, name, color, description };
  });
}
