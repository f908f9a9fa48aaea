import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SITE = 'Reverie';
const homeTitle = typeof document === 'undefined' ? SITE : document.title;

/**
 * Names the browser tab after the page's main heading ("Discover Stories · Reverie"), following it
 * as the page loads, so each navigation is announced with the page it leads to. The home page keeps
 * the site's own title.
 */
export function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const rename = () => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = pathname !== '/' && heading ? `${heading} · ${SITE}` : homeTitle;
      if (document.title !== title) document.title = title;
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);
}
