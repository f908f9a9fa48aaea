import type { VoiceOption } from '#common/contract';
import type { EspeakParams } from './render';

interface OfflineVoice {
  option: VoiceOption;
  espeak: EspeakParams;
}

const honestly = (character: string) =>
  `Built-in offline voice (eSpeak NG): ${character}. Synthetic and robotic next to studio voices, but always available without any external service.`;

function voice(
  id: string,
  name: string,
  labels: { gender: string; accent: string; age: string },
  character: string,
  espeak: Partial<EspeakParams> & { voice: string },
): OfflineVoice {
  return {
    option: {
      id,
      name,
      category: 'premade',
      labels: { ...labels, use_case: 'narration' },
      description: honestly(character),
    },
    espeak: { speed: 155, pitch: 50, amplitude: 100, ...espeak },
  };
}

/** The built-in voices: espeak-ng English voices with variants, pitch and pace chosen for narration. */
export const OFFLINE_VOICES: readonly OfflineVoice[] = [
  voice(
    'offline-us-female',
    'US Female',
    { gender: 'female', accent: 'american', age: 'young' },
    'a clear American female voice',
    { voice: 'en-us+f3', speed: 160, pitch: 55 },
  ),
  voice(
    'offline-warm-female',
    'Warm Female',
    { gender: 'female', accent: 'british', age: 'middle-aged' },
    'a lower, slower British female voice',
    { voice: 'en-gb+f4', speed: 145, pitch: 38 },
  ),
  voice(
    'offline-soft-whisper',
    'Soft Whisper',
    { gender: 'female', accent: 'american', age: 'young' },
    'a breathy, whispered female voice',
    { voice: 'en-us+whisperf', speed: 140, amplitude: 160 },
  ),
  voice(
    'offline-british-male',
    'British Male',
    { gender: 'male', accent: 'british', age: 'middle-aged' },
    'a British male voice',
    { voice: 'en-gb+m3', speed: 155, pitch: 45 },
  ),
  voice(
    'offline-deep-male',
    'Deep Male',
    { gender: 'male', accent: 'american', age: 'middle-aged' },
    'an American male voice pitched low',
    { voice: 'en-us+m3', speed: 145, pitch: 18 },
  ),
  voice(
    'offline-authoritative-male',
    'Authoritative Male',
    { gender: 'male', accent: 'british', age: 'middle-aged' },
    'a measured, firm British (RP) male voice',
    { voice: 'en-gb-x-rp+m7', speed: 150, pitch: 35 },
  ),
];
