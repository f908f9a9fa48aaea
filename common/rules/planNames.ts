import { PLAN_IDS, PLANS } from '../catalogue/plans';

const andList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The plans of this tier and above, as copy names them: tier 2 → "Seduction and Intimacy". */
export function planNamesFrom(minTier: number): string {
  return andList.format(PLAN_IDS.filter((id) => PLANS[id].tier >= minTier).map((id) => PLANS[id].name));
}
