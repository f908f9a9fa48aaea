import { createHash } from 'node:crypto';

/** What a cover is drawn from. Only numbers and our own colours reach the SVG: no user text. */
export interface CoverFacts {
  id: string;
  title: string;
  writingTone: string;
  atmosphere: string;
  location: string;
}

const WIDTH = 800;
const HEIGHT = 500;
/** The PNG a link preview shows: the drawing at 1.5×, 1200 px wide as Open Graph recommends. */
export const COVER_PNG_SIZE = { width: WIDTH * 1.5, height: HEIGHT * 1.5 } as const;
/** Bumped when the drawing changes, so cached covers are replaced. */
const ART_VERSION = 1;

/** Gradient stops and accent per writing tone; another tone gets one of them by its hash. */
const PALETTES: Record<string, { stops: [string, string, string]; accent: string; glow: string }> = {
  romantic: { stops: ['#3a0d2a', '#7a1e45', '#e08a9b'], accent: '#ffd1dc', glow: '#ffb3c6' },
  passionate: { stops: ['#1f0508', '#8c1020', '#f0643c'], accent: '#ffc3a0', glow: '#ff7a59' },
  playful: { stops: ['#2d1050', '#b0407a', '#ffb27a'], accent: '#fff0c2', glow: '#ffd29a' },
  intense: { stops: ['#07040f', '#3a0b3f', '#a3153f'], accent: '#e8b4a0', glow: '#c0305a' },
  tender: { stops: ['#21163a', '#6b4a8c', '#f2b8c6'], accent: '#fff3f6', glow: '#f7d6e0' },
};
const PALETTE_KEYS = Object.keys(PALETTES);

type Motif = 'petals' | 'stars' | 'waves' | 'bubbles' | 'rays' | 'hearts';
const MOTIFS: Record<string, Motif> = {
  romantic: 'hearts',
  sensual: 'waves',
  mysterious: 'stars',
  playful: 'bubbles',
  tender: 'petals',
  dramatic: 'rays',
  dreamy: 'stars',
};
const MOTIF_LIST: Motif[] = ['petals', 'stars', 'waves', 'bubbles', 'rays', 'hearts'];

type Horizon = 'sea' | 'peaks' | 'skyline' | 'towers' | 'hills';
const HORIZONS: Array<[RegExp, Horizon]> = [
  [/beach|island|sea|coast|lake|yacht|ocean/i, 'sea'],
  [/mountain|cabin|alps|ski/i, 'peaks'],
  [/city|penthouse|paris|apartment|loft|hotel|train/i, 'skyline'],
  [/castle|palace|manor|tower/i, 'towers'],
];

function digest(facts: CoverFacts): Buffer {
  const key = [ART_VERSION, facts.id, facts.title, facts.writingTone, facts.atmosphere, facts.location].join('\u0000');
  return createHash('sha256').update(key).digest();
}

/** A short fingerprint of everything the cover is drawn from: its ETag and the URL's version. */
export const coverVersion = (facts: CoverFacts) => digest(facts).toString('base64url').slice(0, 16);

/** mulberry32: a small, fast, seeded generator, so the same story always draws the same cover. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => (Math.round(value * 10) / 10).toString();
const pick = <T>(list: readonly T[], r: number) => list[Math.floor(r * list.length) % list.length];

function motifShape(motif: Motif, x: number, y: number, size: number, turn: number, fill: string, opacity: number) {
  const at = `transform="translate(${n(x)} ${n(y)}) rotate(${n(turn)}) scale(${n(size / 20)})"`;
  const paint = `fill="${fill}" fill-opacity="${n(opacity)}"`;
  switch (motif) {
    case 'hearts':
      return `<path ${at} ${paint} d="M0 6C-10-4-20 4-12 12L0 22L12 12C20 4 10-4 0 6Z"/>`;
    case 'petals':
      return `<path ${at} ${paint} d="M0-18C10-8 10 8 0 18C-10 8-10-8 0-18Z"/>`;
    case 'stars':
      return `<path ${at} ${paint} d="M0-16L3.5-4L16 0L3.5 4L0 16L-3.5 4L-16 0L-3.5-4Z"/>`;
    case 'bubbles':
      return `<circle ${at} r="12" fill="none" stroke="${fill}" stroke-opacity="${n(opacity)}" stroke-width="2.5"/>`;
    case 'waves':
      return `<path ${at} d="M-30 0C-20-10-10-10 0 0S20 10 30 0" fill="none" stroke="${fill}" stroke-opacity="${n(opacity)}" stroke-width="2.5" stroke-linecap="round"/>`;
    case 'rays':
      return `<path ${at} ${paint} d="M0 0L40-4L40 4Z"/>`;
  }
}

function horizonPath(horizon: Horizon, random: () => number): string {
  const base = HEIGHT * 0.78;
  const points: string[] = [];
  switch (horizon) {
    case 'sea': {
      let d = `M0 ${n(base)}`;
      for (let x = 0; x < WIDTH; x += 100)
        d += ` Q${n(x + 50)} ${n(base - 14 - random() * 12)} ${n(x + 100)} ${n(base)}`;
      return `${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT}Z`;
    }
    case 'peaks': {
      points.push(`0 ${n(base)}`);
      for (let x = 0; x <= WIDTH; x += 80 + random() * 60)
        points.push(`${n(x)} ${n(base - 40 - random() * 110)}`, `${n(x + 50)} ${n(base - random() * 20)}`);
      break;
    }
    case 'skyline':
    case 'towers': {
      let x = 0;
      points.push(`0 ${n(base)}`);
      while (x < WIDTH) {
        const w = horizon === 'towers' ? 30 + random() * 40 : 40 + random() * 60;
        const h = (horizon === 'towers' ? 40 : 20) + random() * 110;
        points.push(`${n(x)} ${n(base - h)}`);
        if (horizon === 'towers') points.push(`${n(x + w / 2)} ${n(base - h - 30)}`);
        points.push(`${n(x + w)} ${n(base - h)}`, `${n(x + w)} ${n(base)}`);
        x += w + random() * 20;
      }
      break;
    }
    case 'hills': {
      let d = `M0 ${n(base)}`;
      for (let x = 0; x < WIDTH; x += 200)
        d += ` Q${n(x + 100)} ${n(base - 30 - random() * 50)} ${n(x + 200)} ${n(base)}`;
      return `${d} L${WIDTH} ${HEIGHT} L0 ${HEIGHT}Z`;
    }
  }
  return `M${points.join(' L')} L${WIDTH} ${n(base)} L${WIDTH} ${HEIGHT} L0 ${HEIGHT}Z`;
}

/** A story's cover: a gradient from its tone, motifs from its mood, a horizon from its place, placed by its hash. */
export function renderCover(facts: CoverFacts): string {
  const hash = digest(facts);
  const random = seeded(hash.readUInt32BE(0));
  const palette = PALETTES[facts.writingTone.trim().toLowerCase()] ?? PALETTES[pick(PALETTE_KEYS, hash[4] / 256)];
  const motif = MOTIFS[facts.atmosphere.trim().toLowerCase()] ?? pick(MOTIF_LIST, hash[5] / 256);
  const horizon = HORIZONS.find(([pattern]) => pattern.test(facts.location))?.[1] ?? 'hills';

  const angle = random() * 360;
  const glow = { x: 15 + random() * 70, y: 10 + random() * 40, r: 35 + random() * 25 };
  const moon = { x: WIDTH * (0.15 + random() * 0.7), y: HEIGHT * (0.18 + random() * 0.25), r: 30 + random() * 40 };
  const shapes: string[] = [];
  const count = 9 + Math.floor(random() * 8);
  for (let i = 0; i < count; i += 1) {
    const origin = motif === 'rays' ? { x: moon.x, y: moon.y } : { x: random() * WIDTH, y: random() * HEIGHT * 0.75 };
    const turn = motif === 'rays' ? (360 / count) * i + random() * 10 : random() * 360;
    const size = motif === 'rays' ? 60 + random() * 80 : 10 + random() * 26;
    shapes.push(motifShape(motif, origin.x, origin.y, size, turn, palette.accent, 0.25 + random() * 0.5));
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${n(angle)} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${palette.stops[0]}"/><stop offset="0.55" stop-color="${palette.stops[1]}"/><stop offset="1" stop-color="${palette.stops[2]}"/>`,
    '</linearGradient>',
    `<radialGradient id="glow" cx="${n(glow.x)}%" cy="${n(glow.y)}%" r="${n(glow.r)}%">`,
    `<stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    `<circle cx="${n(moon.x)}" cy="${n(moon.y)}" r="${n(moon.r)}" fill="${palette.accent}" fill-opacity="0.8"/>`,
    ...shapes,
    `<path d="${horizonPath(horizon, random)}" fill="${palette.stops[0]}" fill-opacity="0.85"/>`,
    '</svg>',
  ].join('');
}
