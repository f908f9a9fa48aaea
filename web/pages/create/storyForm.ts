import {
  type AccessType,
  CREATION_DEFAULTS,
  type Category,
  FIXED_VOICE_IDS,
  STORY_LENGTHS,
  type StoryLength,
} from '#common/catalogue';
import type { GenerateStoryBody, VoiceOption } from '#common/contract';

/** Everything the wizard edits; the voice is picked separately from the loaded list. */
export interface StoryForm {
  title: string;
  timePeriod: string;
  location: string;
  atmosphere: string;
  settingDescription: string;
  protagonistGender: string;
  partnerGender: string;
  relationship: string;
  protagonistDescription: string;
  loveInterestDescription: string;
  writingTone: string;
  length: StoryLength;
  explicitLevel: number;
  accessType: AccessType;
  category: Category;
}

export function initialStoryForm(): StoryForm {
  return {
    ...CREATION_DEFAULTS,
    title: '',
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
  const { title, accessType, category, ...settings } = form;
  return {
    title: title.trim(),
    settings: { ...settings, narrationVoice: voice.name, narrationVoiceId: narrationVoiceId(voice) },
    maxTokens: STORY_LENGTHS[form.length].maxTokens,
    isPublic: accessType !== 'private',
    accessType,
    category,
  };
}
