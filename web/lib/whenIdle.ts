/**
 * Runs `load` once the browser is idle (at once where it cannot tell), and answers what it loads.
 * Without a browser (the build's prerender) it never runs: what waits for idle time is not part of a
 * page's first paint.
 */
export function whenIdle<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  }).then(load);
}
