import type { Location } from 'react-router';

/**
 * The key useScrollRestoration files a scroll position under. Every page opened by a full load has the
 * history key 'default', so the default keying restored the last full-loaded page's position on
 * the next one (a story opened from a link landed half-way down). Those entries go by their address
 * instead: a reload finds its own position, another page starts at the top.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
