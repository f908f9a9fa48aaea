import {
  type ActionCost,
  type CreditBalance,
  type PaidAction,
  actionCost,
  creditsOf,
  formatCost,
} from '#common/rules/actionCost';

export interface ActionPrice {
  cost: ActionCost;
  /** "2 text credits" */
  label: string;
  /** The credits of that kind the user holds; unknown for a guest. */
  balance: number | undefined;
  /** The balance does not cover the price: the button opens the credit dialog instead of asking. */
  short: boolean;
}

/** What an action costs this user, from the same rule the server charges with. */
export function priceFor(action: PaidAction, balance: CreditBalance | null | undefined): ActionPrice {
  const cost = actionCost(action);
  const held = balance ? creditsOf(balance, cost.kind) : undefined;
  return { cost, label: formatCost(cost), balance: held, short: held !== undefined && held < cost.credits };
}

/** The credit dialog's reason when a button is pressed without enough credits. */
export function shortReason(price: ActionPrice): string {
  return `This needs ${price.label} and you have ${price.balance ?? 0}.`;
}
