import { AGE_LIMIT } from '#common/catalogue/age';

/** Nouns an age can belong to that are not people ("a 12-year-old whisky", "a whisky aged 12 years"). */
const THINGS = String.raw`(?:whisk(?:e)?y|scotch|bourbon|rum|brandy|cognac|armagnac|wine|port|sherry|cheese|cheddar|steak|beef|tradition|custom|house|home|cottage|car|truck|dog|cat|horse|mare|stallion|puppy|kitten|foal|pony|company|firm|business|marriage|relationship|friendship|secret|grudge|feud|mystery|habit|building|tree|oak|vine|vineyard|bottle|cask|barrel|recipe|photo|photograph|letter|scar|debt|case|song|record|album|book|novel|diary|manuscript|laptop|phone|jeans|sweater|boat|ship|yacht|castle|mansion|bar|pub|inn|hotel|restaurant|shop|vintage|blend|malt|single malt|rug|carpet|painting|film|movie|show|series|band|game|quarrel|war|wound|injury|computer|bike|motorcycle|guitar|piano|violin|watch|clock|engine|plane|cabin|farm|ranch|tattoo|contract|lease|mortgage|promise|vow|love affair|affair|romance|crush|flame|rivalry|investment|fund|account|lagavulin|macallan|glenfiddich|glenlivet|laphroaig|talisker|ardbeg|highland park|yamazaki|hibiki|oban|balvenie|dalmore|johnnie walker|chivas|tawny|reserve|puppy|puppies|kitten|calf|lamb|colt|filly|cub|van|pickup|pick up|truck|hatchback|sedan|saloon|jeep|suv|estate|convertible|coupe|camper|caravan|tractor|scooter|moped|volvo|ford|toyota|honda|subaru|audi|bmw|mercedes|saab|peugeot|renault|citroen|vw|volkswagen|nissan|mazda|kia|hyundai|jaguar|chevy|chevrolet|dodge|cadillac|tesla|lada|skoda|mustang|land rover|range rover|beetle|mini|fiat|porsche|labrador|lab|retriever|spaniel|terrier|collie|poodle|beagle|greyhound|husky|tortoise|turtle|parrot|budgie|rabbit|hamster|goldfish|gelding|donkey|goat|sheep|cow|bull|parakeet|iguana|snake)s?`;

/** Words after "is 16" that keep it an age ("she is 16 and curious"), rather than "he is 1 lucky man". */
const AFTER_AGE = String.raw`(?= (?:\.|,|(?:and|but|or|now|today|tonight|this|next|last|years?|yrs?|yo|y|with|when|that|in|at|after|before|during|since|who|from|on|ok|okay|lol|tbh|btw|so|yet|though|although|soon|already|anymore|any more|then|herself|himself|themselves|going|still|too|only|just|again)\b)|$)`;
const SUBJECT = String.raw`(?:i|im|she|he|shes|hes|they|you|ur|youre|we|who|girl|boy|gf|bf|girlfriend|boyfriend|sister|brother|daughter|son|niece|nephew|cousin)`;
/** What "X is 12" says of things rather than people ("the room is 12", "it is 10 ."). */
const NOT_A_SUBJECT = String.raw`(?:it|that|this|which|what|there|here|time|price|cost|score|number|room|page|total|count|answer|result|temperature|hour|size|rating|level|grade|gate|platform|chapter|table|seat|bus|train|flight|code|pin|year|day|date|month|week|odds|ratio|speed|distance|height|weight|limit|minimum|maximum|average|rate|fee|bill|tab|round|lap|floor|house|apartment|suite|door|locker|ticket|order|pick|number|shoe|dress|ring)`;
const BE = String.raw`(?:is|s|was|are|re|were|am|m|be|being|turned|turns|turning|had just turned|just turned|has just turned|will be|would be|looks|looked|looking|seems|seemed|appears|appeared)`;
const HEDGE = String.raw`(?:only |just |barely |not even |not yet |maybe |about |around |almost |nearly |like |still |already |under |below )?`;
const PERSON = String.raw`(?:girl|boy|lass|lad|maiden|maid|youth|child|kid|daughter|son|virgin|beauty|bride|student|pupil|woman|man|lover|niece|nephew|sister|brother|cousin|thing|princess|prince|wife|husband|person|stepdaughter|stepson|babysitter|neighbou?r|cheerleader|model|dancer)s?`;

/** Each captures a stated age of a person in group 1. */
const AGE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(\d{1,2}) ?(?:years?|yrs?|yr|y) ?old\b(?! (?:\w+ )?${THINGS}\b)`, 'g'),
  new RegExp(String.raw`\b(\d{1,2}) ?(?:years?|yrs?) of age\b`, 'g'),
  /\b(\d{1,2}) ?(?:yo|y o|yearold|yrold|years young|yrs young|year young)\b/g,
  new RegExp(String.raw`\b(\d{1,2}) ?(?:months?|weeks?|days?) old\b(?! (?:\w+ )?${THINGS}\b)`, 'g'),
  new RegExp(String.raw`\b(?:aged?|ages|age of|at the age of|age , )(?: ,)? ${HEDGE}(\d{1,2})\b`, 'g'),
  new RegExp(String.raw`\b${SUBJECT} ${BE} ${HEDGE}(\d{1,2})\b${AFTER_AGE}`, 'g'),
  new RegExp(
    String.raw`\b(?!${NOT_A_SUBJECT}\b)[a-z]+ (?:is|s|was|turned|turns|just turned) ${HEDGE}(\d{1,2})\b${AFTER_AGE}`,
    'g',
  ),
  /\b(1[0-7]|[1-9]) ?ish\b/g,
  new RegExp(
    String.raw`\b(?:only|just|barely|not even|not yet|almost|nearly|under|below|younger than|looks like|looks|passes for|pass for|passing for|mistaken for|could pass for) (?:a |an )?(\d{1,2})\b${AFTER_AGE}`,
    'g',
  ),
  new RegExp(
    String.raw`\b${PERSON} of ${HEDGE}(\d{1,2})\b(?! (?:years? (?:ago|later|before|after|earlier|apart|of|in)|minutes|hours|days|weeks|months|siblings?|children|kids|brothers|sisters|kittens|puppies|\d))`,
    'g',
  ),
  new RegExp(String.raw`\b${PERSON} , (\d{1,2}) (?:,|\.|$)`, 'g'),
  /\b(\d{1,2}) (?:summers|winters|springs|autumns)\b/g,
  /\b(1[0-7])f\b/g,
  /\b(\d{1,2})(?:st|nd|rd|th) birthday\b/g,
  /\bsweet (16)\b/g,
  /(?:^|, )(\d{1,2}) ?(?:yrs?|years?|y)(?: ,| \.|$)/g,
  /\b(?:^|, )[a-z]+ , (\d{1,2}) ,/g,
  /(?:^|, |\. )(\d{1,2})(?= (?:and|,|\.)|$)/g,
  /\b(\d{1,2}) (?:and a half|going on \d{1,2})\b(?! (?:years? (?:ago|later|of)|hours|minutes|months|weeks|days|inches|feet|cups|miles|kilos|pounds))/g,
  /\b(\d{1,2}) (?:ans|anos|anios|jahre|jahren|jahrige|jahriger|jahrigen|anni|jaar|jarige|lat|let|vuotta|ar|yas|yasinda|sai|tuoi)\b/g,
  /\b(?:virginity|virgin|married|pregnant|seduced|kissed|first time|first kiss|slept with|had sex|lost it|deflowered|engaged|wed|bride|groom)(?: \w+){0,4} at (\d{1,2})\b(?! (?:pm|am|o clock|oclock|\d|sharp|hours|h\b))/g,
  /(?:^|, |\. )at (\d{1,2}) (?:, )?(?:she|he|they|i|her|his|we)\b/g,
  /\bat (\d{1,2}) (?:years?|yrs?)\b(?! (?:ago|later|earlier|before|after|apart|of (?:marriage|service|work)|in (?:the|a|prison|business)))/g,
  /\b(?:reached|reach|reaching|in|entering|into|enters|entered|not yet reached) (?:her|his|their|my|your) (1[0-7])(?:st|nd|rd|th) year\b/g,
  /\b(?:thought of|remembered|remembers|remember|pictured|pictures|imagined|imagines|recalled|recalls|saw|knew|loved|wanted|touched|kissed|had) (?:her|him|them|me|you) (?:back )?(?:at|aged) (\d{1,2})\b(?! (?:pm|am|o clock|oclock|sharp|\d))/g,
  /\b(?:make|made|makes|making|pretend|pretends|pretending) (?:her|him|them|the girl|the boy|my character|the character|she|he|ur|youre|you re|you are|to be|she is|he is|she s|he s) (?:only |just |about )?(\d{1,2})\b(?! (?:times|minutes|hours|cups|pm|am|o clock|more|of|feet|inches|miles))/g,
  /\bbirthday (?:number|no) (\d{1,2})\b/g,
  new RegExp(String.raw`\bbeing (?:only |just |barely |not even )?(\d{1,2})\b${AFTER_AGE}`, 'g'),
  new RegExp(String.raw`\b(?:shes|hes|im|ur|youre|gf|bf) ${HEDGE}(\d{1,2})\b${AFTER_AGE}`, 'g'),
];

/** Ages spelled in French, Spanish or German ("seize ans"). */
const FOREIGN_MINOR_AGE =
  /\b(?:dix|onze|douze|treize|quatorze|quinze|seize|dix sept|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|zehn|elf|zwolf|dreizehn|vierzehn|funfzehn|fuenfzehn|sechzehn|siebzehn) (?:ans|anos|anios|jahre|jahrige|jahriger)\b/;

/** "under 18", "almost eighteen", "before her 18th birthday": not yet an adult. */
const NOT_YET_ADULT = new RegExp(
  String.raw`\b(?:almost|nearly|not yet|not quite|soon to be|soon|about to turn|about to be|turning|turns|will be|will turn|under|below|younger than|less than|shy of|short of)(?: , )? (?:${AGE_LIMIT}|${AGE_LIMIT}th)\b|\b(?:before|until|till|weeks before|days before|the night before|the day before|months before|eve of) (?:her|his|their|my|your) ${AGE_LIMIT}th\b|\bunder ${AGE_LIMIT}s\b`,
);

const minorAge = (n: number) => n < AGE_LIMIT;
/** "a whisky aged 12 years": an age that follows a thing belongs to the thing. */
const THING_BEFORE = new RegExp(String.raw`\b${THINGS}(?: ,)?(?: \w+){0,2} $`);
/** "the scotch is 15 years old": the age of the thing the sentence is about. */
const THING_IS_BEFORE = new RegExp(
  String.raw`\b${THINGS} (?:is|s|was|are|were)(?: (?:now|only|just|about|nearly|almost|over|at least))? $`,
);
const ofAThing = (text: string, m: RegExpMatchArray) => {
  const at = m.index ?? 0;
  const number = at + m[0].indexOf(m[1]!);
  return (
    (/^aged? /.test(m[0]) && THING_BEFORE.test(text.slice(Math.max(0, at - 60), at))) ||
    THING_IS_BEFORE.test(text.slice(Math.max(0, number - 60), number))
  );
};
/** "12 years older than him", "a 15 year age gap": a difference between ages, not an age. */
const DIFFERENCE_AFTER =
  /^(?: ?(?:years?|yrs?))? (?:older|younger|senior|junior|elder|apart|between|difference|age gap|age difference|gap|his senior|her senior|his junior|her junior|her elder|his elder|more|less|longer|ahead|behind|his elder)\b/;
const aDifference = (text: string, m: RegExpMatchArray) => {
  const number = (m.index ?? 0) + m[0].indexOf(m[1]!);
  return DIFFERENCE_AFTER.test(text.slice(number + m[1]!.length, number + m[1]!.length + 40));
};
const statedAges = (text: string) =>
  AGE_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].filter((m) => !ofAThing(text, m) && !aDifference(text, m)).map((m) => Number(m[1])),
  );

/** A birth year or a graduating class that puts someone under 18 today. */
function youngByYear(text: string, year: number): boolean {
  for (const m of text.matchAll(
    /\b(?:born|birth year|dob|date of birth|birthdate|birthday)\b(?: \w+){0,4}? (\d{4})(s)?\b/g,
  )) {
    const born = Number(m[1]);
    const youngest = m[2] ? born + 9 : born;
    if (youngest <= year + 1 && minorAge(year - youngest)) return true;
  }
  for (const m of text.matchAll(/\bclass of (\d{4})\b/g)) {
    if (Number(m[1]) >= year && !/\b(?:college|university|uni|law|med|grad|graduate)\b/.test(text)) return true;
  }
  return false;
}

/** True when the text states that someone is under 18, in any of the ways people write an age. */
export function statesMinorAge(text: string, now: Date = new Date()): boolean {
  if (NOT_YET_ADULT.test(text) || FOREIGN_MINOR_AGE.test(text)) return true;
  if (statedAges(text).some(minorAge)) return true;
  return youngByYear(text, now.getUTCFullYear());
}

/** True when the text gives an adult age (20 or more, so that no teen counts) for someone. */
export function statesAdultAge(text: string): boolean {
  const adult = (n: number) => n >= 20;
  if (
    /\b(?:in (?:her|his|their|my|our|your) )?(?:[2-9]0s|twenties|thirties|forties|fifties|sixties|seventies|eighties)\b/.test(
      text,
    )
  )
    return true;
  if ([...text.matchAll(/\b(?:at|past|over|now|now aged|both) (\d{2})\b/g)].some((m) => adult(Number(m[1]))))
    return true;
  return statedAges(text).some(adult);
}
