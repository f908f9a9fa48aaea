import { describe, expect, it } from 'vitest';
import { STORY_LENGTHS } from '#common/catalogue/costs';
import { CREATION_DEFAULTS } from '#common/catalogue/storyChoices';
import type { VoiceOption } from '#common/contract';
import { generateBody, initialStoryForm, narrationVoiceId } from './storyForm';
import { defaultVoice, voiceLabels, voiceTierLabel } from './voices';

const voice = (id: string, category: string, labels: VoiceOption['labels'] = {}): VoiceOption => ({
  id,
  name: id,
  category,
  labels,
  description: '',
});

describe('voices', () => {
  it('defaults to the first premade voice, else the first voice', () => {
    expect(defaultVoice([voice('a', 'cloned'), voice('b', 'premade'), voice('c', 'premade')])?.id).toBe('b');
    expect(defaultVoice([voice('a', 'cloned'), voice('b', 'professional')])?.id).toBe('a');
    expect(defaultVoice([])).toBeUndefined();
  });

  it('labels premade voices Free Voice and all others Premium Voice', () => {
    expect(voiceTierLabel(voice('a', 'premade'))).toBe('Free Voice');
    expect(voiceTierLabel(voice('a', 'professional'))).toBe('Premium Voice');
  });

  it('lists gender, accent, age and use case in that order, skipping missing ones', () => {
    expect(voiceLabels(voice('a', 'premade', { use_case: 'narration', gender: 'female', age: 'young' }))).toEqual([
      'female',
      'young',
      'narration',
    ]);
  });

  it('maps Deep Male and Authoritative Male to their fixed ids', () => {
    expect(narrationVoiceId({ id: 'x1', name: 'Deep Male' })).toBe('offline-deep-male');
    expect(narrationVoiceId({ id: 'x2', name: 'Authoritative Male' })).toBe('offline-authoritative-male');
    expect(narrationVoiceId({ id: 'x3', name: 'Rachel' })).toBe('x3');
  });
});

describe('the generate request', () => {
  it('starts from the creation defaults and sends trimmed title, voice, budget and access', () => {
    const form = { ...initialStoryForm(), title: '  Night Swim  ', accessType: 'private' as const };
    expect(initialStoryForm()).toMatchObject(CREATION_DEFAULTS);
    const body = generateBody(form, { id: 'v9', name: 'Deep Male' });
    expect(body).toMatchObject({
      title: 'Night Swim',
      isPublic: false,
      accessType: 'private',
      category: 'romance',
      maxTokens: STORY_LENGTHS[3].maxTokens,
    });
    expect(body.settings).toMatchObject({
      narrationVoice: 'Deep Male',
      narrationVoiceId: 'offline-deep-male',
      length: 3,
      explicitLevel: 50,
      location: 'Beach Resort',
    });
    expect(body.settings).not.toHaveProperty('title');
  });
});
