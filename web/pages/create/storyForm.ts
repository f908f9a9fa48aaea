import type { z } from 'zod';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '#common/catalogue/costs';
import { FREE_STORY_LIMIT } from '#common/catalogue/limits';
import { CREATION_DEFAULTS } from '#common/catalogue/storyChoices';
import { FIXED_VOICE_IDS } from '#common/catalogue/voices';
import type { GenerateStoryBody, VoiceOption } from '#common/contract';
import type { storyFormSchema } from './storyFormResolver';

/** Everything the wizard edits; the voice is picked separately from the loaded list. */
export type StoryForm = z.infer<typeof storyFormSchema>;

export function initialStoryForm(): StoryForm {
  return {
    ...CREATION_DEFAULTS,
    title: '',
    tags: [],
    fantasy: '',
    settingDescription: '',
    protagonistDescription: '',
    loveInterestDescription: '',
  };
}

/**
 * The length the wizard starts on: the longest, up to the usual one, that the balance pays for as
 * many times as a free account has stories (so the welcome credits write all of them), else the
 * longest it pays for once.
 */
export function affordableLength(textCredits: number): StoryForm['length'] {
  const candidates = STORY_LENGTH_VALUES.filter((length) => length <= CREATION_DEFAULTS.length);
  const paysFor = (times: number) =>
    candidates.filter((length) => STORY_LENGTHS[length].textCredits * times <= textCredits).at(-1);
  return paysFor(FREE_STORY_LIMIT) ?? paysFor(1) ?? STORY_LENGTH_VALUES[0];
}

/** The spec maps two narration names to fixed voice ids; any other voice keeps its own id. */
export function narrationVoiceId(voice: Pick<VoiceOption, 'id' | 'name'>): string {
  return FIXED_VOICE_IDS[voice.name] ?? voice.id;
}

export function generateBody(form: StoryForm, voice: Pick<VoiceOption, 'id' | 'name'>): GenerateStoryBody {
  const { title, accessType, category, tags, ...settings } = form;
  return {
    title: title.trim(),
    settings: { ...settings, narrationVoice: voice.name, narrationVoiceId: narrationVoiceId(voice) },
    maxTokens: STORY_LENGTHS[form.length].maxTokens,
    isPublic: accessType !== 'private',
    accessType,
    category,
    tags,
  };
}
