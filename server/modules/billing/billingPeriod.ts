import { UTCDate } from '@date-fns/utc';
import { addMonths, differenceInCalendarMonths } from 'date-fns';

/**
 * The end of the period after the one ending at `periodEnd`, counted in whole months from the
 * subscription's start (its anchor), not from the previous end: a subscription started on 31 January
 * renews on 28 (or 29) February, then on 31 March, and never drifts to the 28th.
 */
export function nextPeriodEnd(anchor: Date, periodEnd: Date): Date {
  const start = new UTCDate(anchor);
  const monthsSoFar = Math.max(differenceInCalendarMonths(new UTCDate(periodEnd), start), 0);
  return new Date(addMonths(start, monthsSoFar + 1).getTime());
}
