import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollKey } from './scrollKey';

const STORAGE_KEY = 'scrollPositions';

let positions: Record<string, number> | undefined;

/** Where each page was left, by scrollKey: kept in the tab's session storage across full loads. */
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * The navigation state of a change of address that keeps the page where it is (the page brings what
 * it needs into view itself: the story's chapter being written after a choice, Continue or Conclude).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<typeof KEEP_SCROLL>).keepScroll === true;

/**
 * A page reached by a link or a redirect starts at the top (or at its #anchor), unless the navigation
 * asked to keep the scroll (KEEP_SCROLL); one reached by back/forward or a reload, where it was left.
 * A page opened by a full load with no saved position stays where the browser put it: a visitor who
 * scrolled the served page before the app took it over stays there.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const keep = keepsScroll(location.state);
  useLayoutEffect(() => {
    const saved = savedPositions()[key];
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo({ top: saved, behavior: 'instant' });
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (!keep) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    const remember = () => {
      savedPositions()[key] = window.scrollY;
    };
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [key, navigationType, location.hash, keep]);
}
