import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DISCOVER_CATEGORIES } from '#common/catalogue';

export const ALL_CATEGORIES = DISCOVER_CATEGORIES[0];
const SEARCH_DEBOUNCE_MS = 350;

/**
 * Discover's search and category, kept in the URL (?q=&category=) so a result can be shared;
 * typing updates the URL once the reader pauses.
 */
export function useDiscoverFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // An unknown category in a shared link falls back to All rather than failing the search.
  const asked = params.get('category');
  const category =
    DISCOVER_CATEGORIES.find((option) => option.toLowerCase() === asked?.toLowerCase()) ?? ALL_CATEGORIES;
  const [search, setSearch] = useState(q);

  // The URL changed from elsewhere (Clear Filters, back button): show its words in the box.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    setSearch(q);
  }

  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const setCategory = (value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === ALL_CATEGORIES) updated.delete('category');
      else updated.set('category', value);
      return updated;
    });

  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams());
  };

  return {
    search,
    setSearch,
    q,
    category,
    setCategory,
    clear,
    filtered: Boolean(q) || category !== ALL_CATEGORIES,
  };
}
