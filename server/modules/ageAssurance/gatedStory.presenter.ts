import { safeExcerpt } from './safeExcerpt';

/** What a story and a story's card share that can carry its text. */
interface StoryText {
  content: string;
  audioUrl: string | null;
  settings: Record<string, unknown>;
}

/** The reader's own descriptions, which may be as explicit as the story. */
const DESCRIPTION_SETTINGS = ['settingDescription', 'protagonistDescription', 'loveInterestDescription'];

/**
 * A story (or its card) for a visitor the age gate keeps out: the same shape, with a safe excerpt of
 * chapter 1 instead of its text, no audio, and no descriptions.
 */
function withoutStoryText<T extends StoryText>(story: T): T {
  const settings = { ...story.settings };
  for (const key of DESCRIPTION_SETTINGS) if (key in settings) settings[key] = '';
  return { ...story, content: safeExcerpt(story.content), audioUrl: null, settings };
}

type Redactable = StoryText | { excerpt: string } | { stories: StoryText[] } | { story: StoryText };

/**
 * Any answer that carries stories, for a visitor the gate keeps out: a story or card, a list of
 * them, an author's page (`stories`), a reading-list entry (`story`), or a teaser (`excerpt`).
 */
export function withoutStoriesText(payload: unknown): unknown {
  if (Array.isArray(payload)) return payload.map(withoutStoriesText);
  if (typeof payload !== 'object' || payload === null) return payload;
  const value = payload as Redactable;
  if ('content' in value && 'settings' in value) return withoutStoryText(value);
  if ('stories' in value) return { ...value, stories: value.stories.map(withoutStoryText) };
  if ('story' in value) return { ...value, story: withoutStoryText(value.story) };
  if ('excerpt' in value) return { ...value, excerpt: safeExcerpt(value.excerpt) };
  return payload;
}
