import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STORY_SORTS, STORY_TAG_IDS, type StorySort } from '#common/catalogue/storyChoices';

/** The Discover filter's options; each matches a story's writingTone or atmosphere. */
export const DISCOVER_CATEGORIES = ['All', 'Romance', 'Fantasy', 'Historical', 'Contemporary', 'Explicit'] as const;

export const ALL_CATEGORIES = DISCOVER_CATEGORIES[0];
const SEARCH_DEBOUNCE_MS = 350;

/** Known tag ids of a comma-separated parameter; unknown ones in a shared link are dropped. */
const tagsOf = (value: string | null) =>
  (value ?? '').split(',').filter((id) => (STORY_TAG_IDS as readonly string[]).includes(id));

/**
 * Discover's search, category, order and tags, kept in the URL (?q=&category=&sort=&tag=&exclude=) so a result can be shared;
 * typing updates the URL once the reader pauses.
 */
export function useDiscoverFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  // An unknown category in a shared link falls back to All rather than failing the search.
  const asked = params.get('category');
  const category =
    DISCOVER_CATEGORIES.find((option) => option.toLowerCase() === asked?.toLowerCase()) ?? ALL_CATEGORIES;
  const askedSort = params.get('sort');
  const sort: StorySort = STORY_SORTS.find((option) => option === askedSort) ?? 'new';
  const tags = tagsOf(params.get('tag'));
  const excluded = tagsOf(params.get('exclude'));
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

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      return updated;
    });
  const setSort = (value: StorySort) => setParam('sort', value === 'new' ? undefined : value);
  const toggleIn = (name: 'tag' | 'exclude', list: string[], id: string) =>
    setParam(name, (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]).join(','));
  const toggleTag = (id: string) => toggleIn('tag', tags, id);
  const toggleExcluded = (id: string) => toggleIn('exclude', excluded, id);

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
    sort,
    setSort,
    tags,
    toggleTag,
    excluded,
    toggleExcluded,
    clear,
    filtered: Boolean(q) || category !== ALL_CATEGORIES || tags.length > 0 || excluded.length > 0,
  };
}
