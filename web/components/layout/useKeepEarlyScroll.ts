import { useLayoutEffect } from 'react';

/** Marks the root of a page the build rendered whole (scripts/prerenderWeb.ts), not the loading shell. */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';

/** How far the visitor had scrolled the served page when the app was first drawn over it. */
let earlyScroll = 0;

/**
 * Notes how far the visitor has scrolled a page that came whole in its HTML. Called just before the
 * app's first render: read any earlier (when the entry runs), it would force the browser to lay the
 * page out in the middle of running the entry.
 */
export function noteEarlyScroll(root: HTMLElement) {
  if (root.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE)) earlyScroll = window.scrollY;
}

/**
 * On the app's first render, ScrollRestoration puts a page with no saved position at the top: a
 * visitor who had started reading a page served whole would be sent back up. Mounted after it, this
 * keeps them where they are (after a reload, the browser has put the served page where it was).
 */
export function useKeepEarlyScroll() {
  useLayoutEffect(() => {
    // Instant: the page scrolls smoothly, and ScrollRestoration's trip to the top has just begun.
    if (earlyScroll > 0) window.scrollTo({ top: earlyScroll, behavior: 'instant' });
  }, []);
}
