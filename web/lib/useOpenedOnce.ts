import { useRef } from 'react';

/**
 * Whether `open` has been true at least once. A dialog whose code loads when it is first wanted stays
 * mounted after that, so it can close with its animation and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(open);
  if (open) opened.current = true;
  return opened.current;
}
