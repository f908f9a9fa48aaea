/**
 * Loudness normalisation of speech: a gated RMS (blocks quieter than the gate, the pauses, are left
 * out, as loudness meters do) brought to one target level, with the peak kept below full scale.
 */
export const LOUDNESS = {
  /** Speech level every narration is brought to, in dBFS (gated RMS), roughly -18 LUFS. */
  targetDbfs: -20,
  /** Blocks quieter than this (dBFS) are pauses and do not count. */
  gateDbfs: -50,
  /** The loudest sample may reach this (dBFS) and no further. */
  peakCeilingDbfs: -1,
  /** Above this (dBFS), peaks are softly compressed towards the ceiling rather than clipped. */
  kneeDbfs: -6,
  blockSeconds: 0.05,
} as const;

const FULL_SCALE = 32768;
const fromDb = (db: number) => 10 ** (db / 20);

/** The gated RMS level of the samples in dBFS, or -Infinity when all is silence. */
export function speechLevelDbfs(samples: Int16Array, sampleRate: number): number {
  const block = Math.max(1, Math.round(LOUDNESS.blockSeconds * sampleRate));
  const gate = (fromDb(LOUDNESS.gateDbfs) * FULL_SCALE) ** 2;
  let sum = 0;
  let count = 0;
  for (let from = 0; from < samples.length; from += block) {
    const to = Math.min(samples.length, from + block);
    let energy = 0;
    for (let i = from; i < to; i++) energy += samples[i] * samples[i];
    if (energy / (to - from) < gate) continue;
    sum += energy;
    count += to - from;
  }
  return count ? 20 * Math.log10(Math.sqrt(sum / count) / FULL_SCALE) : -Infinity;
}

/** Peaks above the knee are bent smoothly towards the ceiling, which they never pass. */
function softLimit(value: number, knee: number, ceiling: number): number {
  const magnitude = Math.abs(value);
  if (magnitude <= knee) return value;
  return Math.sign(value) * (knee + (ceiling - knee) * Math.tanh((magnitude - knee) / (ceiling - knee)));
}

/** The samples at the target speech level (new array), peaks softly limited; silence stays silence. */
export function normaliseLoudness(samples: Int16Array, sampleRate: number): Int16Array {
  const level = speechLevelDbfs(samples, sampleRate);
  if (!Number.isFinite(level)) return samples.slice();
  const gain = fromDb(LOUDNESS.targetDbfs - level);
  const knee = fromDb(LOUDNESS.kneeDbfs) * FULL_SCALE;
  const ceiling = fromDb(LOUDNESS.peakCeilingDbfs) * FULL_SCALE;
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.round(softLimit(samples[i] * gain, knee, ceiling));
  return out;
}
