import { ADULT_FAMILIES } from './adultFamilies';
import { hashSeed, seededRng, type Rng } from '#server/providers/writer/offline/random';
import { encode } from './encode';
import type { CorpusCase, Family } from './family';
import { ENCODED_FAMILIES } from './encodedFamilies';
import { ISSUE_FAMILIES } from './issueFamilies';
import { LANGUAGE_FAMILIES } from './languageFamilies';
import { MINOR_FAMILIES } from './minorsFamilies';
import { MORE_ADULT_FAMILIES } from './moreAdultFamilies';
import { REAL_PEOPLE_FAMILIES } from './realPeopleFamilies';

const FAMILIES: Family[] = [
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

/** The split is by family, once and for all: a held-out family's templates and words are never seen while writing rules. */
const isHeldOut = (family: Family) => hashSeed(family.id) % 100 < HELD_OUT_PERCENT;

function fill(template: string, slots: Record<string, string[]>, random: Rng): string {
  return template.replace(/\{(\w+)\}/g, (whole, slot: string) => {
    const values = slots[slot];
    return values ? random.pick(values) : whole;
  });
}

/** The family's cases: templates filled at random from its vocabulary, each text distinct. */
function casesOf(family: Family): CorpusCase[] {
  const random = seededRng(family.id);
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
