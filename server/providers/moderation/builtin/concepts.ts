import { statesAdultAge } from './ages';
import { normalise } from './normalise';

/**
 * Marks of a child's life that need no number: school days, a home with a child's rules, toys,
 * a body still developing. Each is weighed by how surely it means a child (2: alone; 1: beside
 * another); a text that weighs 2 or more describes a child, unless it is about the adults around
 * children or a time long past.
 */
const MARKS: [weight: number, phrases: string[]][] = [
  [
    2,
    [
      // A school day
      'homework', 'detention', 'recess', 'homeroom', 'report card', 'school bus', 'school gate', 'school gates', 'form tutor',
      'spelling test', 'spelling tests', 'maths test', 'math test', 'science test', 'science fair', 'school assembly',
      'gym class', 'pe class', 'lunch bell', 'school bell', 'hall pass', 'permission slip', 'permission slips', 'pencil case',
      'lunchbox', 'lunch box', 'school night', 'school nights', 'after school club', 'parent teacher', 'end of term report',
      'morning register', 'school report', 'class trip', 'school trip', 'show and tell', 'sticker chart', 'gold star',
      'school orchestra', 'school band', 'school choir', 'school planner', 'signs her planner', 'voice broke', 'voice just broke',
      'geography quiz', 'history quiz', 'maths quiz', 'math quiz', 'science quiz', 'spelling quiz', 'pop quiz', 'spelling bee', 'times tables', 'double maths', 'double science', 'playtime', 'school play', 'nativity play',
      'school disco', 'school photo', 'school dinners', 'packed lunch', 'tuck shop', 'sports day', 'half term', 'class assembly',
      'school council', 'head girl', 'house points', 'sticker book', 'exercise book', 'reading book', 'phonics', 'school team',
      'ask her mum', 'ask her mom', 'asks her mum', 'asks her mom', 'ask her parents', 'asks her parents', 'blanket fort',
      'pillow fort', 'den of blankets', 'soft toy', 'cuddly toy', 'plush toy', 'plush rabbit', 'plush bunny', 'toy box',
      'middle school', 'elementary', 'grade school', 'after class', 'junior high', 'grammar school', 'secondary school', 'primary school',
      // A child's home
      'tooth fairy', 'believes in santa', 'believe in santa', 'night light', 'nightlight', 'pocket money', 'playdate', 'play date',
      'nap time', 'naptime', 'bedtime story', 'bedtime stories', 'crusts off', 'piggyback ride', 'kids menu', 'car seat',
      'booster seat', 'sippy cup', 'high chair', 'potty', 'hold hands crossing', 'holds hands crossing', 'hold her hand crossing',
      'pick out her clothes', 'picks out her clothes', 'picks her up from school', 'walks her to school', 'drives her to school',
      'her parents pick', 'in bed by',
      // Toys
      'stuffed animal', 'stuffed animals', 'stuffed toy', 'teddy bear', 'teddy bears', 'barbie', 'barbies', 'dollhouse',
      'doll house', 'toy kitchen', 'crayons', 'colouring book', 'coloring book', 'colouring books', 'coloring books',
      'my little pony', 'play doh', 'plushie', 'plushies', 'plush unicorn', 'plush unicorns', 'baby doll', 'baby dolls',
      // A developing body
      'first period', 'training bra', 'growth spurt', 'voice has not broken', 'voice hasnt broken', 'voice is breaking',
      'voice cracks', 'voice cracking', 'voice breaking', 'started to develop', 'starting to develop', 'begun to develop',
      'not developed yet', 'hasnt developed', 'has not developed', 'still flat', 'wobbly tooth', 'lost a tooth', 'lost her first tooth',
      'baby fat', 'puppy fat', 'first bra', 'changing body', 'developing body', 'body is changing', 'small for her age',
      'small for his age', 'still growing', 'not started shaving', 'hasnt started shaving', 'first shave', 'no curves yet',
      'voice is still high', 'not hit puberty', 'hasnt hit puberty', 'before puberty', 'late bloomer',
    ],
  ],
  [
    1,
    [
      'braces', 'retainer', 'pigtails', 'scrunchie', 'knee socks', 'backpack', 'bookbag', 'book bag', 'school bag', 'lollipop',
      'hello kitty', 'bunk bed', 'curfew', 'grounded', 'allowance', 'sleepover', 'babysitter', 'field trip',
      'locker', 'cafeteria', 'her mum', 'her mom', 'her mother', 'her dad', 'her father', 'her parents', 'his mum', 'his mom',
      'his parents', 'not allowed', 'cartoons', 'unicorn', 'unicorns', 'freckles', 'giggles', 'giggling',
      'bedtime', 'classmates', 'test tomorrow', 'year nine', 'year eight',
      'dolls', 'toys', 'swing set', 'playground', 'sandbox', 'tricycle', 'puberty', 'flat chested', 'little sister',
      'little brother', 'stepdad', 'little one', 'acne', 'pimples', 'quiz', 'planner', 'geography', 'maths', 'math', 'screen time', 'break time', 'stickers', 'plush', 'stepdaughter', 'babyish', 'baby voice',
    ],
  ],
];

/** The adults around children, and times long past: the marks then belong to someone else, or to then. */
const EXCUSES = [
  /\b(?:teaches|teaching|taught|tutors|tutoring|coaches|coaching|volunteers|volunteering|babysits|works (?:at|in|with)|worked (?:at|in|with))\b/,
  /\b(?:a|an|the|la|le|el|is|as|was|works as|worked as|became|becomes)(?: \w+){0,3} (?:teacher|tutor|coach|principal|headteacher|headmistress|librarian|nurse|nanny|au pair|paediatrician|pediatrician|counsell?or|janitor|caretaker|governor|dinner lady)\b/,
  /\b(?:her|his|their|the|my|our) (?:own )?(?:kids|children|son|sons|daughter|daughters|twins|little ones|toddler|baby|boys|girls|stepkids)\b/,
  /\b(?:single (?:mum|mom|dad|father|mother)|mother of|father of|mum of|mom of|dad of|parent of|parents of|grandmother|grandfather|grandma|grandpa|divorced|married|husband|wife)\b/,
  /\b(?:years ago|years later|decades|long ago|long before|grew up|growing up|as a child|as a girl|as a boy|childhood|back then|used to|reunion|former|formerly|old classmates?|schoolmates?|alumn[ai])\b/,
  /\b(?:adult|adults|grown|grown up|woman|women|mature|professional|career|apartment|mortgage|wine|whisky|hotel|lover)\b/,
];

// Written as people write them; compared as normalisation leaves them ("first period" is "1st period").
const weighted = MARKS.flatMap(([weight, phrases]) => phrases.map((p) => [normalise(p), weight] as const));
const WEIGHT_OF = new Map(weighted);
const MARK = new RegExp(
  String.raw`\b(?:${[...WEIGHT_OF.keys()].sort((a, b) => b.length - a.length).join('|')})\b`,
  'g',
);

/** A school year or form by number ("form 2", "grade 7", "year 9"): a mark, weighed with the others. */
const SCHOOL_YEAR = /\b(?:form|grade|year|yr|class) (?:[1-9]|1[0-3])\b/;

/** Role-play that casts someone as a child of the family or of a school ("pretend you're my little sister"). */
const ROLEPLAY = /\b(?:pretend|pretends|pretending|role ?play|roleplays|roleplaying|rp|act as|act like|acts like|be my|you are my|youre my|you re my|play my|plays my|dress up as|dresses up as)\b/;
const YOUNG_ROLE =
  /\b(?:(?:little|baby|kid|young|teen|teenage|younger) (?:sister|brother|niece|nephew|cousin|daughter|son|stepdaughter|stepson)|schoolkid|schoolgirl|schoolboy|pupil|student from (?:middle|high|primary) school|child|kid|toddler)\b/;

/** The words of every mark, so a decoder can tell a word it knows. */
export const CONCEPT_WORDS = new Set(weighted.flatMap(([p]) => p.split(' ')));

/** How surely normalised text describes a child's life, from the distinct marks it holds. */
export function childhoodWeight(text: string): number {
  const found = new Set(text.match(MARK) ?? []);
  const marks = [...found].reduce((sum, mark) => sum + (WEIGHT_OF.get(mark) ?? 0), 0);
  return marks + (SCHOOL_YEAR.test(text) ? 1 : 0);
}

/** True when normalised text describes a child's life and is not about the adults around children or long ago. */
export function describesChildhood(text: string): boolean {
  if (ROLEPLAY.test(text) && YOUNG_ROLE.test(text)) return true;
  const weight = childhoodWeight(text);
  if (weight < 2) return false;
  const excused = EXCUSES.some((e) => e.test(text)) || statesAdultAge(text);
  return weight >= (excused ? 5 : 2);
}
