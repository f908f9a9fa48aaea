import { OPEN_STREAM_LIMITS } from '#server/security';
import { ApiError } from '#common/errors';

const TOO_MANY_STREAMS = 'Too many live chapter streams open at once. Close one, then try again.';

/**
 * Live streams held open on this instance, counted per account and per client IP: a stream takes
 * a slot of each before it opens (or is refused with a 429) and gives them back once it ends.
 */
export function streamSlots() {
  const open = new Map<string, number>();
  const change = (key: string, by: number) => {
    const count = (open.get(key) ?? 0) + by;
    if (count > 0) open.set(key, count);
    else open.delete(key);
  };

  /** Takes the holder's slots; answers the function that gives them back (once). */
  return function take(holder: { userId?: string; ip: string }): () => void {
    const slots: Array<[string, number]> = [[`ip:${holder.ip}`, OPEN_STREAM_LIMITS.perIp]];
    if (holder.userId) slots.push([`user:${holder.userId}`, OPEN_STREAM_LIMITS.perAccount]);
    if (slots.some(([key, limit]) => (open.get(key) ?? 0) >= limit))
      throw new ApiError('RATE_LIMITED', TOO_MANY_STREAMS);
    for (const [key] of slots) change(key, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const [key] of slots) change(key, -1);
    };
  };
}
