import { Search } from 'lucide-react';
import { STORY_SORTS, type StorySort } from '#common/catalogue/storyChoices';
import { DISCOVER_CATEGORIES } from '#web/pages/discover/useDiscoverFilters';
import { Input } from '#web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select';

interface DiscoverFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  sort: StorySort;
  onSort: (value: StorySort) => void;
}

const SORT_LABELS: Record<StorySort, string> = { new: 'Newest', popular: 'Most popular', trending: 'Trending' };

export function DiscoverFilters({ search, onSearch, category, onCategory, sort, onSort }: DiscoverFiltersProps) {
  return (
    <div className="glass flex flex-col gap-3 rounded-xl border border-border/80 p-3 sm:flex-row">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search stories"
          placeholder="Search stories by title or content..."
          className="pl-11"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <Select value={category} onValueChange={onCategory}>
        <SelectTrigger aria-label="Category" className="sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DISCOVER_CATEGORIES.map((option) => (
            <SelectItem key={option} value={option}>
              {option === 'All' ? 'All Categories' : option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={sort} onValueChange={(value) => onSort(value as StorySort)}>
        <SelectTrigger aria-label={`Sort by ${SORT_LABELS[sort]}`} className="sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STORY_SORTS.map((option) => (
            <SelectItem key={option} value={option}>
              {SORT_LABELS[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
