/**
 * Reads a free-text character description ("Margot, a sharp-tongued photographer in her thirties
 * with a silver cigarette case") into what the prose can use in its own words: a name, a role,
 * qualities and one distinguishing feature. The description itself is never pasted.
 */
export interface Traits {
  name?: Name;
  /** A single noun: "photographer", "archivist". */
  role?: string;
  /** Single words: "sharp-tongued", "bookish". */
  qualities: string[];
  /** A short noun phrase without its article: "silver cigarette case", "ink-stained fingers". */
  feature?: string;
}

const NOT_NAMES = new Set(
  'A An The She He They Her His Their Tall Short Young Old Dark Fair Quiet Shy Bold Kind Sharp Witty Brooding Charming Mysterious Gentle Fierce Handsome Beautiful Elegant Reserved Confident Sweet Rich Poor Former Retired Famous Successful Single Married Widowed English French Italian Spanish German Scottish Irish American Russian Greek I My Our Your This That Someone Somebody Who With And But In At On From'.split(
    ' ',
  ),
);
/** Titles a name may start with ("Dr. Ana de la Cruz", "Miss Harriet Cole"); never a name on their own. */
const TITLE =
  '(?:Dr|Doctor|Miss|Mrs|Mr|Ms|Mx|Lady|Lord|Sir|Dame|Madame|Mme|Mademoiselle|Mlle|Monsieur|Captain|Capt|Professor|Prof|Father|Sister|Señor|Señora|Señorita|Don|Doña|Herr|Frau|Signor|Signora|Count|Countess|Duke|Duchess|Baron|Baroness|Prince|Princess|Detective|Inspector|Sergeant|Major|Colonel|Judge|Reverend)\\.?';
/** A capitalised name word, with its hyphens and apostrophes: "Jean-Luc", "O'Connell", "Zoë", "McKenzie". */
const WORD_OF_NAME = "\\p{Lu}[\\p{L}\\p{M}]*(?:['’]\\p{Lu}[\\p{L}\\p{M}]*|-\\p{L}[\\p{L}\\p{M}]*)*(?![\\p{L}\\p{M}])";
/** Lower-case particles between a given name and a surname: "de la", "van der", "bin". */
const PARTICLE = '(?:de|del|della|der|den|di|da|das|dos|du|la|le|van|von|ter|ten|bin|ibn|al|el|y|zu|af)';
/** A nickname in quotes of any kind: "Jo", ‘Red’. */
const NICKNAME = '(?:"[^"\\n]{1,24}"|“[^”\\n]{1,24}”|\'[^\'\\n]{1,24}\'|‘[^’\\n]{1,24}’)';
const FULL_NAME = new RegExp(
  `^(?:(${TITLE})\\s+)?(?:(${NICKNAME})\\s+)?(${WORD_OF_NAME})(?:\\s+(${NICKNAME}))?((?:\\s+(?:${PARTICLE}\\s+)*${WORD_OF_NAME})*)(?!['’]s\\b)`,
  'u',
);
const ONLY_TITLE = new RegExp(`^${TITLE}$`, 'u');
const CALLED = /\b(?:called|named|name is|name's|goes by|known as)\s+/;

/** A name as written, and what the prose calls its bearer once introduced (the nickname, else the given name). */
export interface Name {
  full: string;
  short: string;
}

/** The name at the start of the text, however people write one; undefined when it starts with no name. */
export function nameAtStart(text: string): Name | undefined {
  const match = FULL_NAME.exec(text);
  if (!match) return undefined;
  const [, title, leadNick, first, midNick, rest] = match;
  // Later capitalised words stop at the first that is no name ("Margot English teacher" keeps "Margot").
  const restWords = rest.trim() ? rest.trim().split(/\s+/) : [];
  const kept: string[] = [];
  for (const word of restWords) {
    if (NOT_NAMES.has(word)) break;
    kept.push(word);
  }
  while (kept.length > 0 && new RegExp(`^${PARTICLE}$`).test(kept.at(-1)!)) kept.pop();
  if (!leadNick && (NOT_NAMES.has(first) || (!title && ONLY_TITLE.test(first)))) return undefined;
  const nick = (leadNick ?? midNick)?.slice(1, -1).trim();
  const full = [title, leadNick, first, midNick, ...kept].filter(Boolean).join(' ');
  // "'Red' Malone" is Red; "Captain Reyes", a title and one name, stays whole; "Dr. Ana de la Cruz" is Ana.
  return { full, short: nick || (title && kept.length === 0 ? `${title} ${first}` : first) };
}

/** The name a description gives: at its start, or after "called", "named", "her name is"… */
function nameOf(text: string): { name: Name; at: number; length: number } | undefined {
  const lead = nameAtStart(text.trimStart());
  if (lead) return { name: lead, at: text.length - text.trimStart().length, length: lead.full.length };
  const called = CALLED.exec(text);
  if (!called) return undefined;
  const after = called.index + called[0].length;
  const name = nameAtStart(text.slice(after));
  return name && { name, at: called.index, length: after - called.index + name.full.length };
}

const ARTICLE = /^(?:a|an|the|some|one)\s+/i;
const BREAK = /(?<!\s)\s+(?:with|who|whose|in|from|that|and|at|of|on|wearing|whom)\s+|[,;:.!?(]|(?<!\s)\s+[-—]\s+/;
const FEATURE =
  /\bwith\s+(?:(?:a|an|the|his|her|their)\s+)?([a-z][a-z' -]{2,40}?)(?=[,;.!?]|\s+(?:and|who|that|which)\b|$)/i;
const STOP = new Set(['very', 'quite', 'rather', 'really', 'so', 'most', 'more', 'little', 'bit', 'somewhat', 'and']);
/** Words that describe rather than name a trade, so they are never taken for a role. */
const ADJECTIVE =
  /(?:ed|ful|ous|ish|ive)$|^.{4,}ing$|^(?:tall|short|old|young|kind|bold|shy|warm|cold|proud|fierce|quiet|gentle|dark|fair|sweet|rich|poor|smart|wise|wild|calm)$/;
const PRONOUNS = new Set(['she', 'he', 'they', 'is', 'was', 'are', 'were', 'her', 'his', 'their']);
const QUALITY_WORDS = new Set(['handsome', 'beautiful', 'charming', 'clever', 'witty', 'elegant', 'reserved']);
const WORD = /^[a-z][a-z'-]{1,24}$/;

export function readTraits(description: string): Traits {
  const text = description.replace(/\s+/g, ' ').trim();
  const found = nameOf(text);
  const name = found?.name;
  // The name, with whatever introduced it, is never read as a trait.
  const rest = found
    ? `${text.slice(0, found.at)} ${text.slice(found.at + found.length).replace(/^\s*[,:;]?\s*(?:is|was)?\s*/, '')}`.trim()
    : text;
  // The first sentence that still says something once the name is gone ("Her name is Odile. A fierce duellist").
  const sentence =
    rest
      .split(/[.;!?]\s*/)
      .map((f) => f.trim())
      .find((f) => f.split(/\s+/).filter((w) => !/^(her|his|their|my|name|is|was)$/i.test(w)).length > 0) ?? '';
  const head =
    sentence
      .replace(ARTICLE, '')
      .replace(/,\s*(?=[a-z])/g, ' ')
      .split(BREAK)[0] ?? '';
  const words = head
    .split(/\s+/)
    // Other people's names and possessives ("Margot's sister") are never a trait.
    .filter((w, i) => !/['’]s$/.test(w) && (i === 0 || !/^\p{Lu}/u.test(w)))
    .map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ''))
    .filter((w) => WORD.test(w) && !STOP.has(w) && !PRONOUNS.has(w));
  const last = words.at(-1);
  const noun = last && !ADJECTIVE.test(last) && !QUALITY_WORDS.has(last) ? last : undefined;
  // A noun before the trade belongs to it ("jazz singer", "sea captain"): it is no quality.
  const before = noun ? words.at(-2) : undefined;
  const compound = before && !ADJECTIVE.test(before) && !QUALITY_WORDS.has(before) && !before.includes('-');
  const role = noun && compound ? `${before} ${noun}` : noun;
  const feature = FEATURE.exec(text)?.[1]?.trim().toLowerCase();
  return {
    name,
    role,
    qualities: words.slice(0, role ? -role.split(' ').length : undefined).slice(0, 3),
    feature: feature && feature.split(' ').length <= 5 ? feature : undefined,
  };
}
