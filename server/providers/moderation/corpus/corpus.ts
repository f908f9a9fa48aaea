import { ADULT_FAMILIES } from './adultFamilies';
import { encode } from './encode';
import type { CorpusCase, Family } from './family';
import { ENCODED_FAMILIES } from './encodedFamilies';
import { ISSUE_FAMILIES } from './issueFamilies';
import { LANGUAGE_FAMILIES } from './languageFamilies';
import { MINOR_FAMILIES } from './minorsFamilies';
import { MORE_ADULT_FAMILIES } from './moreAdultFamilies';
import { REAL_PEOPLE_FAMILIES } from './realPeopleFamilies';

export const FAMILIES: Family[] = [
  ...MINOR_FAMILIES,
  ...LANGUAGE_FAMILIES,
  ...ENCODED_FAMILIES,
  ...REAL_PEOPLE_FAMILIES,
  ...ADULT_FAMILIES,
  ...MORE_ADULT_FAMILIES,
  ...ISSUE_FAMILIES,
];

const DEFAULT_MAX = 64;
/** Out of 100: the share of families (not of cases) held out. */
const HELD_OUT_PERCENT = 35;

/** FNV-1a: a fixed hash, the same on every machine and in every run. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The split is by family, once and for all: a held-out family's templates and words are never seen while writing rules. */
export const isHeldOut = (family: Family) => fnv1a(family.id) % 100 < HELD_OUT_PERCENT;

/** A small seeded generator, so the corpus is the same in every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fill(template: string, slots: Record<string, string[]>, random: () => number): string {
  return template.replace(/\{(\w+)\}/g, (whole, slot: string) => {
    const values = slots[slot];
    return values ? values[Math.floor(random() * values.length)]! : whole;
  });
}

/** The family's cases: templates filled at random from its vocabulary, each text distinct. */
export function casesOf(family: Family): CorpusCase[] {
  const random = seeded(fnv1a(family.id));
  const max = family.max ?? DEFAULT_MAX;
  const seen = new Set<string>();
  const cases: CorpusCase[] = [];
  for (let attempt = 0; attempt < max * 20 && cases.length < max; attempt++) {
    const template = family.templates[attempt % family.templates.length]!;
    const plain = fill(template, family.slots ?? {}, random);
    if (seen.has(plain)) continue;
    seen.add(plain);
    const texts = plain.split(' || ').map((t) => (family.encoding ? encode(t, family.encoding) : t));
    const field = family.fields[cases.length % family.fields.length]!;
    cases.push({ family: family.id, category: family.category, label: family.label, field, texts });
  }
  return cases;
}

export const DEVELOPMENT = FAMILIES.filter((f) => !isHeldOut(f)).flatMap(casesOf);
export const HELD_OUT = FAMILIES.filter(isHeldOut).flatMap(casesOf);
