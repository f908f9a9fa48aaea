import type { StorySettings } from '#common/contract';
import { AGE_LIMIT } from '#common/catalogue';
import { badRequest } from '#common/errors';

export const MINOR_REFUSAL = 'Stories cannot involve anyone under 18. Every character must be a consenting adult.';
export const REAL_PERSON_REFUSAL = 'Stories cannot be about real, named people. Please use fictional characters.';

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];

/** Units after a number that make it something other than an age ("only 5 minutes"). */
const NOT_AN_AGE = String.raw`(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|miles?|km|metres?|meters?|feet|ft|inches|%|percent|am|pm|a\.m|p\.m|o'clock|th|st|nd|rd|times|euros?|dollars?|pounds?|people|guests|floors?|stars?|foot|of|more|in|out|another|nights?|drinks?|glasses|dances?)\b)(?!\s*['"′])`;

/** Each captures a stated age in group 1 (number words are turned into digits first). */
const AGE_PATTERNS = [
  /\b(\d{1,2})\s*-?\s*(?:years?|yrs?)\s*-?\s*old\b/g,
  /\b(\d{1,2})\s*-?\s*(?:years?|yrs?)\s+of\s+age\b/g,
  /\b(\d{1,2})\s*(?:yo|y\/o|y\.o\.?)(?=\W|$)/g,
  /\b(?:aged?|age of|ages)\s*:?\s*(\d{1,2})\b/g,
  new RegExp(
    String.raw`\b(?:i am|i'm|she is|she's|he is|he's|they are|they're|who is|who's|is only|is just|was only|was just|turned|turning|barely)\s+(\d{1,2})\b${NOT_AN_AGE}`,
    'g',
  ),
];

/** School settings and words for children; whole words only ("kidnapped", "Middlesex" pass). */
const CHILDLIKE = new RegExp(
  String.raw`\b(?:${[
    'school ?girls?',
    'school ?boys?',
    'school ?uniforms?',
    'high ?schools?',
    'high ?schoolers?',
    'middle schools?',
    'elementary schools?',
    'primary schools?',
    'secondary schools?',
    'grade schools?',
    'junior high',
    'prep schools?',
    'boarding schools?',
    'kindergarten',
    'nursery school',
    'homeroom',
    'sixth form',
    '(?:1st|2nd|3rd|[4-9]th|1[0-2]th|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) ?grader?s?',
    'teens?',
    'teenage[dr]?s?',
    'teen-?aged?',
    'tweens?',
    'pre-?teens?',
    'pre-?pubescent',
    'pubescent',
    'adolescents?',
    'juveniles?',
    'minors',
    'under-?age(?:d)?',
    'under 18',
    'not yet 18',
    'barely legal',
    'jail ?bait',
    'child',
    'children',
    'child-?like',
    'kids?',
    'kiddies?',
    'toddlers?',
    'infants?',
    'lolis?',
    'lolitas?',
    'shotas?',
    'little (?:girls?|boys?)',
    'young (?:girls?|boys?)',
    '(?:girl|boy) scouts?',
  ].join('|')})\b`,
  'i',
);
/** "a minor" as a person, not "a minor detail" or "A minor". */
const MINOR_PERSON =
  /\b(?:a|the|with|involving|is|was|as)\s+minor\b(?!\s*(?:key|chord|scale|detail|details|role|character|characters|injury|inconvenience|issue|issues|problem|change|changes|thing|things|setback|league|noble|lord|god|goddess|planet|miracle|scandal|twist))/i;

/** Well-known real people, matched as whole names. Historical figures of period romance are not listed. */
const REAL_PEOPLE = [
  'donald trump',
  'joe biden',
  'barack obama',
  'michelle obama',
  'kamala harris',
  'hillary clinton',
  'bill clinton',
  'emmanuel macron',
  'brigitte macron',
  'vladimir putin',
  'xi jinping',
  'angela merkel',
  'olaf scholz',
  'boris johnson',
  'rishi sunak',
  'keir starmer',
  'justin trudeau',
  'volodymyr zelensky',
  'narendra modi',
  'giorgia meloni',
  'alexandria ocasio-cortez',
  'elon musk',
  'jeff bezos',
  'mark zuckerberg',
  'bill gates',
  'taylor swift',
  'beyonce',
  'rihanna',
  'kim kardashian',
  'kylie jenner',
  'kanye west',
  'ariana grande',
  'selena gomez',
  'billie eilish',
  'lady gaga',
  'harry styles',
  'justin bieber',
  'zendaya',
  'tom holland',
  'timothee chalamet',
  'scarlett johansson',
  'emma watson',
  'jennifer lawrence',
  'margot robbie',
  'brad pitt',
  'angelina jolie',
  'leonardo dicaprio',
  'tom cruise',
  'johnny depp',
  'keanu reeves',
  'ryan gosling',
  'ryan reynolds',
  'chris hemsworth',
  'chris evans',
  'henry cavill',
  'pedro pascal',
  'dwayne johnson',
  'jennifer aniston',
  'sydney sweeney',
  'jenna ortega',
  'millie bobby brown',
  'emma stone',
  'anne hathaway',
  'gal gadot',
  'cristiano ronaldo',
  'lionel messi',
  'kylian mbappe',
  'lebron james',
  'serena williams',
  'shakira',
  'dua lipa',
  'king charles iii',
  'prince william',
  'prince harry',
  'kate middleton',
  'catherine, princess of wales',
  'meghan markle',
  'queen camilla',
  'queen elizabeth ii',
  'princess diana',
  'pope francis',
];
const REAL_PERSON = new RegExp(
  String.raw`\b(?:${REAL_PEOPLE.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})\b|\breal[- ](?:life )?(?:person|people|celebrity|celebrities|public figure)\b|\b(?:my|a) real (?:coworker|colleague|neighbou?r|boss|classmate|ex)\b`,
  'i',
);

/** Lower case, accents removed, number words as digits: one form for every check. */
function normalise(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  return plain.replace(new RegExp(String.raw`\b(${NUMBER_WORDS.join('|')})\b`, 'g'), (w) =>
    String(NUMBER_WORDS.indexOf(w)),
  );
}

function statesMinorAge(text: string): boolean {
  return AGE_PATTERNS.some((pattern) => [...text.matchAll(pattern)].some((m) => Number(m[1]) < AGE_LIMIT));
}

export interface SafetyInput {
  title?: string;
  settings?: Partial<StorySettings>;
  continuationPrompt?: string;
  choice?: string;
  /** Any other words of the user's own: a chapter they edit, the story memory. */
  text?: string;
}

/** The free text a user can put into a story (voice names excluded: they are not story content). */
function textsOf(input: SafetyInput): string[] {
  const { narrationVoice: _voice, narrationVoiceId: _voiceId, ...story } = input.settings ?? {};
  const settingTexts = Object.values(story).filter((v): v is string => typeof v === 'string');
  return [input.title, ...settingTexts, input.continuationPrompt, input.choice, input.text].filter((t): t is string =>
    Boolean(t?.trim()),
  );
}

/**
 * Refuses, with a 400 and a clear message, requests that sexualise minors (stated ages under 18,
 * school settings, childlike terms, ages in words) or name real people. Runs before any charge.
 */
export function checkContentSafety(input: SafetyInput): void {
  for (const raw of textsOf(input)) {
    const text = normalise(raw);
    if (statesMinorAge(text) || CHILDLIKE.test(text) || MINOR_PERSON.test(text)) throw badRequest(MINOR_REFUSAL);
    if (REAL_PERSON.test(text)) throw badRequest(REAL_PERSON_REFUSAL);
  }
}
