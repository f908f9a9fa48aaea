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
export function withoutStoryText<T extends StoryText>(story: T): T {
  const settings = { ...story.settings };
  for (const key of DESCRIPTION_SETTINGS) if (key in settings) settings[key] = '';
  return { ...story, content: safeExcerpt(story.content), audioUrl: null, settings };
}
