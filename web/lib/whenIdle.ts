/** Runs `load` once the browser is idle (at once where it cannot tell), and answers what it loads. */
export function whenIdle<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  }).then(load);
}
