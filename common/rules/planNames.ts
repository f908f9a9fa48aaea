import { PLAN_IDS, PLANS } from '../catalogue/plans';

/**
 * Names joined as English copy joins them: "A", "A and B", "A, B, and C". Written out rather than
 * with `Intl.ListFormat`, whose first use loads locale data: 10 ms of a story page's first render.
 */
function andList(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

/** The plans of this tier and above, as copy names them: tier 2 → "Seduction and Intimacy". */
export function planNamesFrom(minTier: number): string {
  return andList(PLAN_IDS.filter((id) => PLANS[id].tier >= minTier).map((id) => PLANS[id].name));
}
