import { useLayoutEffect } from 'react';

/** Marks the root of a page the build rendered whole (scripts/prerenderWeb.ts), not the loading shell. */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';

const readable =
  typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE);

/** How far the visitor has scrolled the served page, followed from the moment the entry runs. */
let earlyScroll = readable ? window.scrollY : 0;
const followEarlyScroll = () => {
  earlyScroll = window.scrollY;
};
if (readable) window.addEventListener('scroll', followEarlyScroll, { passive: true });

/**
 * On the app's first render, ScrollRestoration puts a page with no saved position at the top: a
 * visitor who had started reading a page served whole would be sent back up. Mounted after it, this
 * keeps them where they are (after a reload, the browser has put the served page where it was).
 */
export function useKeepEarlyScroll() {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', followEarlyScroll);
    // Instant: the page scrolls smoothly, and ScrollRestoration's trip to the top has just begun.
    if (earlyScroll > 0) window.scrollTo({ top: earlyScroll, behavior: 'instant' });
  }, []);
}
