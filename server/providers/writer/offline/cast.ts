import type { Rng } from './random';

/** The words a template needs to speak about one character, in the past tense. */
export interface Person {
  name: string;
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
  /** 'was' or 'were', to agree with the subject pronoun. */
  was: string;
  noun: string;
  description: string;
}

type Pronouns = Omit<Person, 'name' | 'description'>;

const SHE: Pronouns = {
  subject: 'she',
  object: 'her',
  possessive: 'her',
  reflexive: 'herself',
  was: 'was',
  noun: 'woman',
};
const HE: Pronouns = { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself', was: 'was', noun: 'man' };
const THEY: Pronouns = {
  subject: 'they',
  object: 'them',
  possessive: 'their',
  reflexive: 'themselves',
  was: 'were',
  noun: 'person',
};

const NAMES = {
  female: [
    'Elena',
    'Margot',
    'Isla',
    'Celeste',
    'Nadia',
    'Livia',
    'Clara',
    'Sofia',
    'Amara',
    'Juliette',
    'Maren',
    'Selene',
    'Rosalind',
    'Vivienne',
    'Ines',
    'Lena',
  ],
  male: [
    'Julian',
    'Mateo',
    'Adrian',
    'Theo',
    'Gabriel',
    'Lucien',
    'Rafael',
    'Elias',
    'Dorian',
    'Nico',
    'Silas',
    'Tomas',
    'Laurent',
    'Emmett',
    'Idris',
    'Caspian',
  ],
  neutral: [
    'Rowan',
    'Sasha',
    'Jules',
    'Quinn',
    'Avery',
    'Remy',
    'Noa',
    'River',
    'Ash',
    'Robin',
    'Eden',
    'Marlo',
    'Sage',
    'Kit',
    'Lior',
    'Arden',
  ],
} as const;

function kindOf(gender: string): keyof typeof NAMES {
  const g = gender.trim().toLowerCase();
  if (/^(f|woman|girl|lady)/.test(g)) return 'female';
  if (/^(m|man|guy|gentleman)/.test(g) && !g.startsWith('non')) return 'male';
  return 'neutral';
}

const PRONOUNS: Record<keyof typeof NAMES, Pronouns> = { female: SHE, male: HE, neutral: THEY };

/** Trims a free-text description to a clause that can sit inside a sentence. */
export function asClause(text: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;:,\s]+$/, '');
  return clean.length > 240 ? `${clean.slice(0, 240).replace(/\s+\S*$/, '')}…` : clean;
}

export function buildCast(
  settings: {
    protagonistGender: string;
    partnerGender: string;
    protagonistDescription: string;
    loveInterestDescription: string;
  },
  rng: Rng,
): { hero: Person; beloved: Person } {
  const heroKind = kindOf(settings.protagonistGender);
  const belovedKind = kindOf(settings.partnerGender);
  const heroName = rng.pick(NAMES[heroKind]);
  const belovedNames = NAMES[belovedKind].filter((n) => n !== heroName);
  return {
    hero: { name: heroName, ...PRONOUNS[heroKind], description: asClause(settings.protagonistDescription) },
    beloved: {
      name: rng.pick(belovedNames),
      ...PRONOUNS[belovedKind],
      description: asClause(settings.loveInterestDescription),
    },
  };
}
