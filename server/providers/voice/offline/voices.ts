import type { VoiceOption } from '#common/contract';
import type { EngineParams } from './render';

interface OfflineVoice {
  option: VoiceOption;
  engine: EngineParams;
}

const FREE = 'premade';
/** The built-in voices that sound most natural are the premium ones. */
const PREMIUM = 'premium';

const flite = (character: string) =>
  `Built-in offline voice (CMU Flite, statistical parametric): ${character}. Clearly synthetic next to studio voices, smoother than the basic voices, and always available without any external service.`;
const fliteDiphone = (character: string) =>
  `Built-in offline voice (CMU Flite, diphone): ${character}. Plain and synthetic, always available without any external service.`;
const espeak = (character: string) =>
  `Built-in offline voice (eSpeak NG): ${character}. Robotic next to studio voices, always available without any external service.`;

function voice(
  id: string,
  name: string,
  category: string,
  labels: { gender: string; accent: string; age: string },
  description: string,
  engine: EngineParams,
): OfflineVoice {
  return { option: { id, name, category, labels: { ...labels, use_case: 'narration' }, description }, engine };
}

/**
 * The built-in voices, free ones first (the default voice is the first free one). Ids are kept from
 * earlier releases so stories that chose them still narrate. Flite has no whispering voice, so that
 * one is still eSpeak NG's.
 */
export const OFFLINE_VOICES: readonly OfflineVoice[] = [
  voice(
    'offline-deep-male',
    'Deep Male',
    FREE,
    { gender: 'male', accent: 'american', age: 'middle-aged' },
    fliteDiphone('an American male voice (kal) pitched low'),
    { engine: 'flite', voice: 'kal16', durationStretch: 1.1, pitchHz: 90 },
  ),
  voice(
    'offline-soft-whisper',
    'Soft Whisper',
    FREE,
    { gender: 'female', accent: 'american', age: 'young' },
    espeak('a breathy, whispered female voice'),
    { engine: 'espeak', voice: 'en-us+whisperf', speed: 140, pitch: 50, amplitude: 160 },
  ),
  voice(
    'offline-us-female',
    'US Female',
    PREMIUM,
    { gender: 'female', accent: 'american', age: 'young' },
    flite('a clear American female voice (CMU Arctic slt)'),
    { engine: 'flite', voice: 'slt', durationStretch: 1.05 },
  ),
  voice(
    'offline-warm-female',
    'Warm Female',
    PREMIUM,
    { gender: 'female', accent: 'american', age: 'middle-aged' },
    flite('the same American female voice (slt), lower and slower'),
    { engine: 'flite', voice: 'slt', durationStretch: 1.18, pitchHz: 150 },
  ),
  voice(
    'offline-british-male',
    'Scottish Male',
    PREMIUM,
    { gender: 'male', accent: 'scottish', age: 'middle-aged' },
    flite('a Scottish English male voice (CMU Arctic awb)'),
    { engine: 'flite', voice: 'awb', durationStretch: 1.08 },
  ),
  voice(
    'offline-authoritative-male',
    'Authoritative Male',
    PREMIUM,
    { gender: 'male', accent: 'american', age: 'middle-aged' },
    flite('a measured, firm American male voice (CMU Arctic rms)'),
    { engine: 'flite', voice: 'rms', durationStretch: 1.12 },
  ),
];
