import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Room left below the live text's end for the toasts and the mini-player docked at the bottom. */
const BOTTOM_ROOM_PX = 128;

/** Whether the element's box reaches into the visible part of the window, above what is docked at the bottom. */
function inView(element: HTMLElement | null): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight - BOTTOM_ROOM_PX / 2;
}

/**
 * Keeps the text of a chapter being written in view. When the chapter starts streaming its first
 * line is brought into view (instantly: the reader is waiting for it); as it grows the view follows
 * its last line, unless the reader has scrolled away from it, in which case `away` is true (and the
 * page offers to jump back). `start` marks the chapter's first line, `end` the end of the live text.
 */
export function useFollowLiveText(live: boolean, text: string) {
  const start = useRef<HTMLElement>(null);
  const end = useRef<HTMLElement>(null);
  const following = useRef(true);
  /** Where this hook last left the window: a window found elsewhere was scrolled by the reader. */
  const leftAt = useRef<number | undefined>(undefined);
  const [away, setAway] = useState(false);

  // After every layout effect, the layout's own scroll restoration's too: a page just reached by a
  // link is put at its top there, and then brought to the chapter here.
  useEffect(() => {
    if (!live) return;
    following.current = true;
    setAway(false);
    start.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    leftAt.current = window.scrollY;
  }, [live]);

  useLayoutEffect(() => {
    if (!live || !following.current) return;
    // New text may come between the reader's scroll and its event: the reader's move wins.
    if (leftAt.current !== undefined && Math.abs(window.scrollY - leftAt.current) > 1 && !inView(end.current)) {
      following.current = false;
      setAway(true);
      return;
    }
    end.current?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    leftAt.current = window.scrollY;
  }, [live, text]);

  useEffect(() => {
    if (!live) return;
    // Any scroll, of the window or of the reading mode's own container: whether the reader still sees the end.
    const onScroll = () => {
      following.current = inView(end.current);
      setAway(!following.current);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [live]);

  const jump = useCallback(() => {
    following.current = true;
    setAway(false);
    end.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
    leftAt.current = window.scrollY;
  }, []);

  return { start, end, away: live && away, jump };
}
