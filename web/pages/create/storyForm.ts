import type { z } from 'zod';
import { CREATION_DEFAULTS, FIXED_VOICE_IDS, STORY_LENGTHS } from '#common/catalogue';
import type { GenerateStoryBody, VoiceOption } from '#common/contract';
import type { storyFormSchema } from './storyFormResolver';

/** Everything the wizard edits; the voice is picked separately from the loaded list. */
export type StoryForm = z.infer<typeof storyFormSchema>;

export function initialStoryForm(): StoryForm {
  return {
    ...CREATION_DEFAULTS,
    title: '',
    tags: [],
    settingDescription: '',
    protagonistDescription: '',
    loveInterestDescription: '',
  };
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
