import { normalise } from './normalise';
import { DISTINCTIVE_NAMES, NICKNAMES, PUBLIC_FIGURES, TITLES } from './publicFigures';

const ROMAN = new Set([
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
]);
const ROYAL = new Set(['king', 'queen', 'prince', 'princess', 'pope', 'emperor', 'lady', 'duke', 'duchess', 'crown']);
/** Shorter names are compared exactly: "Chris Pine" one letter from "Chris Pike" is another man. */
const FUZZY_MIN_LENGTH = 11;

const tokensOf = (text: string) =>
  normalise(text)
    .split(' ')
    .filter((t) => t !== '.' && t !== ',');

/** Each listed name, plus the same name without middle initials or a "Jr" ("Robert F. Kennedy Jr" → "robert kennedy"). */
const FIGURES: string[][] = [
  ...new Map(
    PUBLIC_FIGURES.flatMap((name) => {
      const tokens = tokensOf(name);
      const short = tokens.filter((t, i) => i === 0 || (t.length > 1 && t !== 'jr'));
      return [tokens, short].filter((t) => t.length > 1).map((t) => [t.join(' '), t] as const);
    }),
  ).values(),
];
const SINGLE_NAMES = new Set([
  ...DISTINCTIVE_NAMES,
  ...PUBLIC_FIGURES.map(tokensOf).flatMap((t) => (t.length === 1 ? t : [])),
]);
/** Full names by word count, first letter and length: a window of text one edit away has the same count and letter and a length within one. */
const FUZZY_FIGURES = new Map<string, string[]>();
for (const figure of FIGURES) {
  const name = figure.join(' ');
  if (ROYAL.has(figure[0]!) || name.length < FUZZY_MIN_LENGTH) continue;
  const key = `${figure.length}${name[0]}${name.length}`;
  FUZZY_FIGURES.set(key, [...(FUZZY_FIGURES.get(key) ?? []), name]);
}
const JOINED = new Set(FIGURES.map((t) => t.join('')).filter((j) => j.length >= 8));
const SURNAMES = new Set(
  FIGURES.filter((t) => !ROYAL.has(t[0]!))
    .map((t) => t[t.length - 1]!)
    .filter((s) => s.length >= 4),
);
const TITLE_TOKENS = TITLES.map((t) => t.split(' '));
const byFirst = new Map<string, string[][]>();
for (const figure of FIGURES) byFirst.set(figure[0]!, [...(byFirst.get(figure[0]!) ?? []), figure]);
const byInitial = new Map<string, string[][]>();
/** Surnames so common that an initial before them names nobody in particular ("J. Smith"). */
const COMMON_SURNAMES = new Set(
  'smith johnson williams brown jones miller davis garcia rodriguez wilson martinez anderson taylor thomas moore jackson martin lee white harris clark lewis young walker hall allen king wright scott green adams baker nelson hill campbell mitchell roberts carter phillips evans turner parker collins edwards stewart morris murphy cook rogers morgan cooper peterson reed bailey bell kelly howard ward cox richardson wood watson brooks bennett gray grey james hughes price myers long foster sanders ross powell jenkins perry russell sullivan stone hayes ford hamilton graham wallace west cole fox gordon lawrence holmes grant murray kennedy black day page paul kim park chan khan singh dean jordan harrison palmer bush jonas'.split(
    ' ',
  ),
);

for (const figure of FIGURES) {
  if (ROYAL.has(figure[0]!) || COMMON_SURNAMES.has(figure[figure.length - 1]!)) continue;
  const key = `${figure[0]![0]} ${figure[figure.length - 1]}`;
  byInitial.set(key, [...(byInitial.get(key) ?? []), figure]);
}

/** Edits (insert, delete, substitute, swap two neighbours) between a and b, stopping early above 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a === b) return true;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  if (a.length === b.length) return rest(1, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2));
  return a.length > b.length ? rest(1, 0) : rest(0, 1);
}

function matchesAt(tokens: string[], i: number, figure: string[]): boolean {
  if (!figure.every((t, k) => tokens[i + k] === t)) return false;
  const next = tokens[i + figure.length];
  return !(ROYAL.has(figure[0]!) && next && ROMAN.has(next) && !ROMAN.has(figure[figure.length - 1]!));
}

/** Words that join two names without being a middle name ("Taylor and Swift"). */
const NOT_A_MIDDLE_NAME = new Set(
  'and or with to the a an of met meets loves kissed kisses calls called is was s in at for by from but then'.split(
    ' ',
  ),
);

/** "Taylor Alison Swift": the first name, one or two middle names, the surname. */
function withMiddleNames(tokens: string[], i: number, figure: string[]): boolean {
  if (figure.length !== 2 || ROYAL.has(figure[0]!) || tokens[i] !== figure[0]) return false;
  for (const middles of [1, 2]) {
    const between = tokens.slice(i + 1, i + 1 + middles);
    if (
      between.length === middles &&
      between.every((t) => !NOT_A_MIDDLE_NAME.has(t) || (t.length === 1 && t !== 'i')) &&
      tokens[i + 1 + middles] === figure[1]
    )
      return true;
  }
  return false;
}

/** "Swift, Taylor": surname first, as in a list. */
const invertedAt = (tokens: string[], i: number, figure: string[]) =>
  figure.length === 2 && !ROYAL.has(figure[0]!) && tokens[i] === figure[1] && tokens[i + 1] === figure[0];

const NICKNAME = new RegExp(String.raw`\b(?:${NICKNAMES.map((n) => normalise(n)).join('|')})\b`);
const bySurname = new Map<string, string[][]>();
for (const figure of FIGURES)
  bySurname.set(figure[figure.length - 1]!, [...(bySurname.get(figure[figure.length - 1]!) ?? []), figure]);

/** What the written form tells of names: single names used as first names, and double-barrelled surnames. */
interface NameForms {
  surnamed: Set<string>;
  /** "holland price" for "Holland-Price": a surname of its own, not Holland's. */
  doubleBarrelled: Set<string>;
}

/** A match ending at `end` that runs on into a double-barrelled surname names someone else ("Tom Holland-Price"). */
const runsOn = (tokens: string[], end: number, forms: NameForms) =>
  forms.doubleBarrelled.has(`${tokens[end]} ${tokens[end + 1]}`);
/** "the Bidens" is the family; "Bidens" alone is one letter from a surname. */
const isFamilyPlural = (token: string) => token.endsWith('s') && SINGLE_NAMES.has(token.slice(0, -1));

function namesFigure(tokens: string[], text: string, forms: NameForms): boolean {
  if (NICKNAME.test(text)) return true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    for (const figure of byFirst.get(token) ?? []) {
      if (matchesAt(tokens, i, figure) && !runsOn(tokens, i + figure.length - 1, forms)) return true;
      if (withMiddleNames(tokens, i, figure)) return true;
    }
    for (const figure of bySurname.get(token) ?? []) if (invertedAt(tokens, i, figure)) return true;
    const single = SINGLE_NAMES.has(token) && !forms.surnamed.has(token) && !runsOn(tokens, i, forms);
    if (JOINED.has(token) || (single && (!isFamilyPlural(token) || tokens[i - 1] === 'the'))) return true;
    const next = tokens[i + 1];
    if (token.length === 1 && next && byInitial.has(`${token} ${next}`)) {
      const dotted = ` ${text} `.includes(` ${token} . ${next} `);
      if (dotted || (token !== 'a' && token !== 'i')) return true;
    }
    if (next && SURNAMES.has(next) && TITLE_TOKENS.some((t) => t.length === 1 && t[0] === token)) return true;
    if (
      tokens[i + 2] &&
      SURNAMES.has(tokens[i + 2]!) &&
      TITLE_TOKENS.some((t) => t.length === 2 && t[0] === token && t[1] === next)
    )
      return true;
    if (
      token === 'trump' &&
      !/^(?:card|cards|suit|suits)$/.test(next ?? '') &&
      !/^(?:a|no|the|her|his|their|my|your|our|play|played|plays|playing|lead|led|leads)$/.test(tokens[i - 1] ?? '')
    )
      return true;
  }
  return false;
}

/** One edit changes one word of a name: a window one edit away keeps its first or its last word. */
const FUZZY_ENDS = new Set(
  [...FUZZY_FIGURES.values()].flat().flatMap((name) => [name.split(' ')[0]!, name.split(' ').at(-1)!]),
);

function namesFigureLoosely(tokens: string[], forms: NameForms): boolean {
  for (let i = 0; i < tokens.length; i++) {
    for (const size of [2, 3]) {
      if (tokens.length < i + size) continue;
      if (!FUZZY_ENDS.has(tokens[i]!) && !FUZZY_ENDS.has(tokens[i + size - 1]!)) continue;
      if (runsOn(tokens, i + size - 1, forms)) continue;
      const window = tokens.slice(i, i + size).join(' ');
      if (window.length < FUZZY_MIN_LENGTH - 1) continue;
      for (const length of [window.length - 1, window.length, window.length + 1]) {
        const near = FUZZY_FIGURES.get(`${size}${window[0]}${length}`);
        if (near?.some((name) => withinOneEdit(window, name))) return true;
      }
    }
  }
  return false;
}

const REAL_PERSON_PHRASE =
  /\b(?:real (?:life )?(?:person|people|celebrit(?:y|ies)|public figures?|politicians?|actors?|actress(?:es)?|singers?|influencers?|youtubers?|streamers?)|(?:my|a) real (?:coworker|co worker|colleague|neighbou?r|boss|classmate|ex|teacher|landlord|roommate|flatmate|crush|friend)|(?:an )?actual (?:celebrit(?:y|ies)|public figure|famous person)|(?:his|her|their) real name is)\b/;

/** True when normalised text names a living or recent public figure, however spelled. */
/**
 * Single names written as the first name of someone else ("Beyoncé Okonkwo", "Adele Brannigan"):
 * a capitalised word right after the name is another surname, so the name is a first name only.
 */
function nameForms(raw: string): NameForms {
  const surnamed = new Set<string>();
  const words = raw.split(/\s+/);
  for (let i = 0; i + 1 < words.length; i++) {
    if (!/^\p{Lu}\p{Ll}+$/u.test(words[i]!) || !/^\p{Lu}\p{Ll}{2,}[,.;:!?)]?$/u.test(words[i + 1]!)) continue;
    const name = normalise(words[i]!);
    if (SINGLE_NAMES.has(name) && !SINGLE_NAMES.has(normalise(words[i + 1]!.replace(/[,.;:!?)]$/, ''))))
      surnamed.add(name);
  }
  const doubleBarrelled = new Set(
    [...raw.matchAll(/\b(\p{Lu}\p{Ll}+)-(\p{Lu}\p{Ll}+)\b/gu)].map((m) => `${normalise(m[1]!)} ${normalise(m[2]!)}`),
  );
  return { surnamed, doubleBarrelled };
}

/** True when normalised text names a living or recent public figure, however spelled; `raw` tells a first name from a surname. */
export function namesRealPerson(text: string, raw = ''): boolean {
  if (REAL_PERSON_PHRASE.test(text)) return true;
  const tokens = text.split(' ').filter((t) => t !== '.' && t !== ',');
  const forms = nameForms(raw);
  return namesFigure(tokens, text, forms) || namesFigureLoosely(tokens, forms);
}
