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

/** Measures the gated speech level of samples fed to it in order, however they are cut into pieces. */
export class SpeechLevelMeter {
  private readonly block: number;
  private readonly gate = (fromDb(LOUDNESS.gateDbfs) * FULL_SCALE) ** 2;
  private sum = 0;
  private count = 0;
  private blockEnergy = 0;
  private blockFill = 0;

  constructor(sampleRate: number) {
    this.block = Math.max(1, Math.round(LOUDNESS.blockSeconds * sampleRate));
  }

  add(samples: Int16Array): void {
    for (const sample of samples) {
      this.blockEnergy += sample * sample;
      if (++this.blockFill === this.block) this.closeBlock();
    }
  }

  /** The gated RMS level so far in dBFS (a last partial block counts), or -Infinity when all was silence. */
  levelDbfs(): number {
    let { sum, count } = this;
    if (this.blockFill && this.blockEnergy / this.blockFill >= this.gate) {
      sum += this.blockEnergy;
      count += this.blockFill;
    }
    return count ? 20 * Math.log10(Math.sqrt(sum / count) / FULL_SCALE) : -Infinity;
  }

  /** The gain that brings what was measured to the target level (1 for silence). */
  gain(): number {
    const level = this.levelDbfs();
    return Number.isFinite(level) ? fromDb(LOUDNESS.targetDbfs - level) : 1;
  }

  private closeBlock() {
    if (this.blockEnergy / this.blockFill >= this.gate) {
      this.sum += this.blockEnergy;
      this.count += this.blockFill;
    }
    this.blockEnergy = 0;
    this.blockFill = 0;
  }
}

/** Peaks above the knee are bent smoothly towards the ceiling, which they never pass. */
function softLimit(value: number, knee: number, ceiling: number): number {
  const magnitude = Math.abs(value);
  if (magnitude <= knee) return value;
  return Math.sign(value) * (knee + (ceiling - knee) * Math.tanh((magnitude - knee) / (ceiling - knee)));
}

/**
 * The samples amplified (new array), the gain moving evenly from `fromGain` to `toGain` across them
 * so a change of gain makes no click; peaks are softly limited.
 */
export function amplify(samples: Int16Array, fromGain: number, toGain = fromGain): Int16Array {
  const knee = fromDb(LOUDNESS.kneeDbfs) * FULL_SCALE;
  const ceiling = fromDb(LOUDNESS.peakCeilingDbfs) * FULL_SCALE;
  const step = samples.length ? (toGain - fromGain) / samples.length : 0;
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++)
    out[i] = Math.round(softLimit(samples[i] * (fromGain + step * i), knee, ceiling));
  return out;
}

/** The samples at the target speech level (new array), peaks softly limited; silence stays silence. */
export function normaliseLoudness(samples: Int16Array, sampleRate: number): Int16Array {
  const meter = new SpeechLevelMeter(sampleRate);
  meter.add(samples);
  return amplify(samples, meter.gain());
}
