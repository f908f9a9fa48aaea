import { STORY_TAGS } from '#common/catalogue/storyChoices';
import { ToggleChip } from '#web/components/ui/toggle-chip';

interface TagFiltersProps {
  tags: string[];
  excluded: string[];
  onTag: (id: string) => void;
  onExcluded: (id: string) => void;
}

/** Tags a story must carry, and content notes it must not. */
export function TagFilters({ tags, excluded, onTag, onExcluded }: TagFiltersProps) {
  const groups = [
    { legend: 'Tags', kind: 'tag', chosen: tags, toggle: onTag },
    { legend: 'Hide content notes', kind: 'note', chosen: excluded, toggle: onExcluded },
  ] as const;
  return (
    <div className="mt-4 flex flex-col gap-3">
      {groups.map(({ legend, kind, chosen, toggle }) => (
        <fieldset key={kind} className="flex flex-wrap items-center gap-2">
          <legend className="mr-2 float-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {legend}
          </legend>
          {STORY_TAGS.filter((tag) => tag.kind === kind).map((tag) => (
            <ToggleChip
              key={tag.id}
              label={tag.label}
              pressed={chosen.includes(tag.id)}
              onClick={() => toggle(tag.id)}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
