import type { PeriodBank } from './banks/periods';
import { describeQualities, habitOf } from './banks/characters';
import type { Rng } from './random';
import { nameAtStart, readTraits } from './traits';

/** The words a template needs to speak about one character, in the past tense. */
export interface Person {
  /** The name as written ("Dr. Ana de la Cruz"): the prose's first mention in each chapter. */
  name: string;
  /** What the prose calls them after that ("Ana"; a nickname when they have one). */
  called: string;
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
  /** 'was' or 'were', to agree with the subject pronoun. */
  was: string;
  noun: string;
  /** What they do, as a noun ("photographer"), or a neutral word when the description gave none. */
  role: string;
  /** Their qualities in the writer's own words ("quick-tongued and impossible to fluster"). */
  manner: string;
  /** A past-tense habit of their trade ("framed every view with narrowed eyes"). */
  habit: string;
  /** A distinguishing detail, a noun phrase without article ("silver cigarette case"). */
  feature: string;
  /** 'she', 'he' or 'they', as written in the story memory. */
  pronoun: string;
}

type Pronouns = Pick<Person, 'subject' | 'object' | 'possessive' | 'reflexive' | 'was' | 'noun'>;
export type Kind = 'female' | 'male' | 'neutral';

const PRONOUNS: Record<Kind, Pronouns> = {
  female: { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself', was: 'was', noun: 'woman' },
  male: { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself', was: 'was', noun: 'man' },
  neutral: {
    subject: 'they',
    object: 'them',
    possessive: 'their',
    reflexive: 'themselves',
    was: 'were',
    noun: 'person',
  },
};

/** Clothes and adornments the story gives only to a woman or a non-binary character. */
const WORN_BY_WOMEN =
  /\b(?:gown|dress|stockings|bodice|chemise|shift|cloche|skirt|blouse|heels|corset|petticoat|camisole|pearls|brooch|lipstick|veil|bonnet|shawl|sari|kimono|earrings)\b/i;

/** What of a period's clothes and details suits a person of this kind. */
export function suiting(kind: Kind, items: readonly string[]): readonly string[] {
  const kept = kind === 'male' ? items.filter((item) => !WORN_BY_WOMEN.test(item)) : items;
  return kept.length > 0 ? kept : items;
}

export function kindOf(gender: string): Kind {
  const g = gender.trim().toLowerCase();
  if (/^(f|woman|girl|lady|she)/.test(g)) return 'female';
  if (/^(m|man|guy|gentleman|he\b)/.test(g) && !g.startsWith('non')) return 'male';
  return 'neutral';
}

export const kindOfPronoun = (pronoun: string): Kind =>
  pronoun === 'she' ? 'female' : pronoun === 'he' ? 'male' : 'neutral';

/** A character from what the user wrote: the name they gave, or one that fits the gender and the period. */
export function buildPerson(
  kind: Kind,
  description: string,
  period: PeriodBank,
  rng: Rng,
  /** Names and roles another character already has. */
  taken: string[] = [],
): Person {
  const traits = readTraits(description);
  const pool = period.names[kind].filter((n) => !taken.includes(n));
  const given = traits.name && !taken.includes(traits.name.full) ? traits.name : undefined;
  const name = given?.full ?? rng.pick(pool);
  return {
    name,
    called: given?.short ?? name,
    ...PRONOUNS[kind],
    pronoun: PRONOUNS[kind].subject,
    role: traits.role ?? rng.pick(period.roles.filter((r) => !taken.includes(r))),
    manner: describeQualities(traits.qualities, rng),
    habit: habitOf(traits.role, rng),
    feature: traits.feature ?? rng.pick(suiting(kind, period.features)),
  };
}

/** The same person under the name, pronoun and traits the story memory now gives them. */
export function withMemory(
  person: Person,
  remembered: { name: string; pronoun: string; role?: string; manner?: string; feature?: string },
): Person {
  const kind = kindOfPronoun(remembered.pronoun || person.pronoun);
  return {
    ...person,
    ...PRONOUNS[kind],
    pronoun: PRONOUNS[kind].subject,
    name: remembered.name,
    called: nameAtStart(remembered.name)?.short ?? remembered.name,
    role: remembered.role || person.role,
    manner: remembered.manner || person.manner,
    feature: remembered.feature || person.feature,
  };
}
