/**
 * Reads a free-text character description ("Margot, a sharp-tongued photographer in her thirties
 * with a silver cigarette case") into what the prose can use in its own words: a name, a role,
 * qualities and one distinguishing feature. The description itself is never pasted.
 */
export interface Traits {
  name?: string;
  /** A single noun: "photographer", "archivist". */
  role?: string;
  /** Single words: "sharp-tongued", "bookish". */
  qualities: string[];
  /** A short noun phrase without its article: "silver cigarette case", "ink-stained fingers". */
  feature?: string;
}

const NOT_NAMES = new Set(
  'A An The She He They Her His Their Tall Short Young Old Dark Fair Quiet Shy Bold Kind Sharp Witty Brooding Charming Mysterious Gentle Fierce Handsome Beautiful Elegant Reserved Confident Sweet Rich Poor Former Retired Famous Successful Single Married Widowed English French Italian Spanish German Scottish Irish American Russian Greek Captain Doctor Lady Lord Sir Madame Mister Miss Mr Mrs Ms Dr Professor I My Our Your This That Someone Somebody'.split(
    ' ',
  ),
);
const NAME = /^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$/;
const CALLED = /\b(?:called|named|name is|name's|goes by|known as)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)/;
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

function nameOf(text: string): string | undefined {
  const called = CALLED.exec(text)?.[1];
  if (called && !NOT_NAMES.has(called)) return called;
  const lead = text.match(/^\s*([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b(?!')/)?.[1];
  if (lead && NAME.test(lead) && !NOT_NAMES.has(lead)) return lead;
  return undefined;
}

export function readTraits(description: string): Traits {
  const text = description.replace(/\s+/g, ' ').trim();
  const name = nameOf(text);
  let rest = name ? text.replace(new RegExp(`^\\s*${name}\\b[,:;]?\\s*(?:is|was)?\\s*`), '') : text;
  rest = rest.replace(CALLED, '');
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
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z'-]/g, ''))
    .filter((w) => WORD.test(w) && !STOP.has(w) && !PRONOUNS.has(w));
  const last = words.at(-1);
  const role = last && !ADJECTIVE.test(last) && !QUALITY_WORDS.has(last) ? last : undefined;
  const feature = FEATURE.exec(text)?.[1]?.trim().toLowerCase();
  return {
    name,
    role,
    qualities: words.slice(0, role ? -1 : undefined).slice(0, 3),
    feature: feature && feature.split(' ').length <= 5 ? feature : undefined,
  };
}
