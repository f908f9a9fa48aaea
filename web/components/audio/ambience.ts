/** Soundscapes played softly under the voice, synthesised in the browser: nothing is downloaded or charged. */
export type AmbienceKind = 'sea' | 'rain' | 'fireplace' | 'city';

export const AMBIENCE_LABELS: Record<AmbienceKind, string> = {
  sea: 'Sea',
  rain: 'Rain',
  fireplace: 'Fireplace',
  city: 'Night city',
};

const CUES: Array<[RegExp, AmbienceKind]> = [
  [/sea|ocean|beach|shore|wave|coast|island|harbou?r|sail/i, 'sea'],
  [/rain|storm|thunder|melanchol|grey|gray|misty|drizzle/i, 'rain'],
  [/city|urban|neon|noir|night|club|street|metropol|mysterious/i, 'city'],
];

/** The soundscape a story's atmosphere calls for; a fireplace when nothing else fits (warm, intimate). */
export function ambienceFor(atmosphere: string): AmbienceKind {
  return CUES.find(([cue]) => cue.test(atmosphere))?.[1] ?? 'fireplace';
}

function noiseBuffer(context: AudioContext, seconds: number, colour: 'white' | 'brown'): AudioBuffer {
  const buffer = context.createBuffer(1, Math.round(seconds * context.sampleRate), context.sampleRate);
  const data = buffer.getChannelData(0);
  let last = 0;
  for (let i = 0; i < data.length; i++) {
    const white = Math.random() * 2 - 1;
    if (colour === 'white') data[i] = white;
    else {
      last = (last + 0.02 * white) / 1.02;
      data[i] = last * 3.5;
    }
  }
  return buffer;
}

/** Sparse, decaying clicks: the crackle of burning wood. */
function crackleBuffer(context: AudioContext, seconds: number): AudioBuffer {
  const buffer = context.createBuffer(1, Math.round(seconds * context.sampleRate), context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) {
    if (Math.random() < 6 / context.sampleRate) {
      const length = Math.round(context.sampleRate * (0.002 + Math.random() * 0.01));
      const strength = 0.3 + Math.random() * 0.7;
      for (let j = 0; j < length && i + j < data.length; j++)
        data[i + j] += strength * (Math.random() * 2 - 1) * (1 - j / length);
    }
  }
  return buffer;
}

function loop(context: AudioContext, buffer: AudioBuffer): AudioBufferSourceNode {
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  source.start();
  return source;
}

function filter(context: AudioContext, type: BiquadFilterType, frequency: number): BiquadFilterNode {
  const node = context.createBiquadFilter();
  node.type = type;
  node.frequency.value = frequency;
  return node;
}

/** A slow swell of `depth` around `level` on the gain, `hz` times a second. */
function swell(context: AudioContext, gain: GainNode, level: number, depth: number, hz: number) {
  gain.gain.value = level;
  const lfo = context.createOscillator();
  lfo.frequency.value = hz;
  const amount = context.createGain();
  amount.gain.value = depth;
  lfo.connect(amount).connect(gain.gain);
  lfo.start();
}

/** Builds the soundscape's graph into `out`. */
function build(context: AudioContext, kind: AmbienceKind, out: AudioNode) {
  const brown = noiseBuffer(context, 4, 'brown');
  const white = noiseBuffer(context, 4, 'white');
  const layer = (buffer: AudioBuffer, ...nodes: AudioNode[]) => {
    let node: AudioNode = loop(context, buffer);
    for (const next of nodes) node = node.connect(next);
    node.connect(out);
  };
  if (kind === 'sea') {
    const waves = context.createGain();
    swell(context, waves, 0.5, 0.4, 0.09);
    layer(brown, filter(context, 'lowpass', 700), waves);
  } else if (kind === 'rain') {
    const level = context.createGain();
    level.gain.value = 0.12;
    layer(white, filter(context, 'highpass', 900), filter(context, 'lowpass', 7000), level);
  } else if (kind === 'fireplace') {
    const rumble = context.createGain();
    swell(context, rumble, 0.35, 0.1, 0.3);
    layer(brown, filter(context, 'lowpass', 350), rumble);
    const crackles = context.createGain();
    crackles.gain.value = 0.5;
    layer(crackleBuffer(context, 7), filter(context, 'bandpass', 2500), crackles);
  } else {
    const traffic = context.createGain();
    swell(context, traffic, 0.45, 0.15, 0.05);
    layer(brown, filter(context, 'lowpass', 250), traffic);
    const hiss = context.createGain();
    hiss.gain.value = 0.02;
    layer(white, filter(context, 'bandpass', 1200), hiss);
  }
}

/** One soundscape at its own volume; it plays while the voice does. */
export class Ambience {
  private readonly context: AudioContext;
  private readonly master: GainNode;

  constructor(kind: AmbienceKind, volume: number) {
    this.context = new AudioContext();
    this.master = this.context.createGain();
    this.master.gain.value = volume;
    this.master.connect(this.context.destination);
    build(this.context, kind, this.master);
  }

  setVolume(volume: number) {
    this.master.gain.setTargetAtTime(volume, this.context.currentTime, 0.1);
  }

  setPlaying(playing: boolean) {
    void (playing ? this.context.resume() : this.context.suspend()).catch(() => {});
  }

  close() {
    void this.context.close().catch(() => {});
  }
}
