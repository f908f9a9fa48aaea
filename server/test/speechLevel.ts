import { SpeechLevelMeter } from '#server/providers/voice/offline/loudness';

/** The gated RMS level of the samples in dBFS, or -Infinity when all is silence. */
export function speechLevelDbfs(samples: Int16Array, sampleRate: number): number {
  const meter = new SpeechLevelMeter(sampleRate);
  meter.add(samples);
  return meter.levelDbfs();
}
