import { MAX_STORY_TAGS } from '#common/catalogue/limits';
import { STORY_TAGS, type StoryTagId } from '#common/catalogue/storyChoices';
import { ToggleChip } from '#web/components/ui/toggle-chip';

const GROUPS = [
  { kind: 'tag', legend: 'Tags' },
  { kind: 'note', legend: 'Content notes' },
] as const;

/** The story's tags and content notes, from the fixed list, at most MAX_STORY_TAGS. */
export function TagPicker({ value, onChange }: { value: StoryTagId[]; onChange: (tags: StoryTagId[]) => void }) {
  const full = value.length >= MAX_STORY_TAGS;
  const toggle = (id: StoryTagId) => onChange(value.includes(id) ? value.filter((tag) => tag !== id) : [...value, id]);
  return (
    <div className="space-y-3 sm:col-span-2">
      <p className="text-sm text-muted-foreground">
        Help readers find your story (up to {MAX_STORY_TAGS}). Content notes let readers who prefer not to read them
        hide the story.
      </p>
      {GROUPS.map(({ kind, legend }) => (
        <fieldset key={kind} className="flex flex-wrap items-center gap-2">
          <legend className="mb-2 text-sm font-medium">{legend}</legend>
          {STORY_TAGS.filter((tag) => tag.kind === kind).map((tag) => {
            const pressed = value.includes(tag.id);
            return (
              <ToggleChip
                key={tag.id}
                label={tag.label}
                pressed={pressed}
                disabled={full && !pressed}
                onClick={() => toggle(tag.id)}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
