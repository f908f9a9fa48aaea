import { statesAdultAge, statesMinorAge } from './ages';

const words = (list: string[]) => new RegExp(String.raw`\b(?:${list.join('|')})\b`);

/** Words that mean a child, or sexualise youth, whatever else the text says. */
const ALWAYS_MINOR = words([
  'jail ?bait',
  'barely legal',
  'loll?(?:i|y)s?',
  'lo lis?',
  'teenies?',
  'teeny ?boppers?',
  'u ?18s?',
  'under ?18s?',
  '(?:has ?nt|hasnt|has not|not yet|never|hadnt|had not) (?:started|had|got|gotten|begun) (?:her|a|their) (?:first )?periods?',
  'child ?like (?:body|bodies|figure|frame|features|face|breasts|chest|voice and body)',
  'lolicon',
  'lolita',
  'lolitas',
  'shota',
  'shotas',
  'shotacon',
  'nymphets?',
  'p(?:a)?edo(?:s|phile|philes|philia|philic|bear)?',
  'under ?aged?',
  'pre ?teens?',
  'pre ?pubescent',
  'pubescent',
  'pre ?adolescents?',
  'puberty',
  'tweens?',
  'tweenagers?',
  'schoolgirls?',
  'schoolboys?',
  'school (?:girls?|boys?|kids?|child|children|uniforms?|skirts?|bags?)',
  'schoolkids?',
  'schoolchild(?:ren)?',
  'little (?:girls?|boys?|kids?)',
  'young (?:girls?|boys?|kids?|child|children|teens?|1|ones)',
  'small (?:girls?|boys?|child|children)',
  '(?:girl|boy) child',
  'child (?:bride|brides|porn|pornography|abuse|model|models|sex|body|bodies)',
  'youngsters?',
  'tykes?',
  'kiddies?',
  'kiddos?',
  'juveniles?',
  'age ?play',
  'age regression',
  'little ?space',
  'ddlg',
  'abdl',
  'cgl',
  'training bras?',
  'first bra',
  'baby teeth',
  'milk teeth',
  'sippy cups?',
  'plays? (?:with )?(?:her |his |their )?(?:dolls|barbies|barbie dolls|stuffed animals|teddy bears|teddies)',
  'playing (?:with )?(?:her |his |their )?(?:dolls|barbies|barbie dolls|stuffed animals|teddy bears|teddies)',
  'hairless (?:child|girl|boy)',
  'undeveloped (?:body|chest|breasts)',
  'budding (?:breasts|chest|body)',
  'chugakusei',
  'joshi ?kosei',
  'randoseru',
  'colegialas?',
  'lyceennes?',
  'collegiennes?',
  'schulmadchen',
  'schulmaedchen',
  'schulerin',
  'liceale',
  'shkolnitsa',
  'middle ?schoolers?',
  'grade ?schoolers?',
  'elementary ?schoolers?',
  'primary ?schoolers?',
  'pre ?schoolers?',
  'kindergart(?:e|n)ers?',
  '(?:sixth|6th) formers?',
  'school (?:bus|yard|playground|dance|trip|play|grounds|lunch|locker|nurse s office)(?! (?:drivers?|monitors?|compan(?:y|ies)|routes?|depots?))',
  'schoolyard',
  'after school',
  'homeroom',
  '(?:junior|senior|freshman|sophomore) prom',
  'homecoming (?:dance|queen|king)',
  'gcses?',
  'junior cert',
  'leaving cert',
  'transition year',
]);

/** School settings: refused unless the sentence is about the adults who work there or a time long past. */
const SCHOOL = String.raw`(?:j(?:unio)?r high|high ?schools?|high ?schoolers?|middle ?schools?|junior ?high|elementary ?schools?|primary ?schools?|grade ?schools?|secondary ?schools?|prep ?schools?|boarding ?schools?|nursery ?schools?|nurser(?:y|ies)|pre ?schools?|kindergartens?|kindy|(?:sixth|6th) form|lycee|schoolmates?|school ?days?)`;
const STAFF = String.raw`(?:teachers?|principals?|vice principals?|headmaster|headmistress|head ?teachers?|counsell?ors?|nurses?|janitors?|custodians?|librarians?|coach(?:es)?|secretar(?:y|ies)|administrators?|staff|faculty|deans?|superintendents?|board|bus drivers?|caretakers?|receptionists?|reunions?|diplomas?|graduates?|graduation|dropouts?|equivalency|ged|alumn(?:i|a|us|ae)|building|principal s office)`;
const SCHOOL_TERM = new RegExp(String.raw`\b${SCHOOL}\b`, 'g');
const STAFF_AFTER = new RegExp(String.raw`^(?: [a-z]+){0,2}? ${STAFF}\b`);
const WORKS_AT =
  /\b(?:teach(?:es|ing)?|taught) (?:\w+ ){0,2}$|\b(?:teach(?:es|ing)?|taught|works?|worked|working|employed|volunteers?|volunteering|teacher|teachers|principal|headmaster|headmistress|coach|nurse|librarian|janitor|counsell?or|secretary|staff)(?: \S+){0,3} (?:at|in|for|of|de|di|da|du|der|van|von) (?:a |an |the |la |le |el |her |his |their )?(?:\w+ ){0,2}$/;
const STUDENT = /\b(?:students?|pupils?|class ?mates?|detention|freshman|freshmen|sophomores?|juniors?|seniors?)\b/;

/** School years and grades under 13, US, UK and elsewhere. */
const SCHOOL_YEAR = [
  /\b(\d{1,2})(?:st|nd|rd|th) ?grade(?:r|rs)?\b(?! teachers?)/g,
  /\b(?:in|into|entering|starting|started|starts|finishing|repeating|from|a|an|her|his) grade (\d{1,2})\b(?! teachers?)/g,
  /\bgrade (\d{1,2}) (?:pupils?|students?|girls?|boys?|kids?|class|classes|classroom)\b/g,
  /(?:^|, |\. )grade (\d{1,2})(?= ,| \.|$)/g,
  /\b(\d{1,2})(?:st|nd|rd|th) (?:gr|grd)\b/g,
  /\b(?:yr|yrs) (\d{1,2})\b/g,
  /\b(?:year|yr|form|class) (\d{1,2}) (?:pupils?|students?|girls?|boys?|kids?|child|children|class|classes|classroom|form|at|in|of (?:high|middle|primary|secondary|elementary))\b/g,
  /\b(?:in|into|entering|starting|started|starts|finishing|repeating|from) (?:year|form) (\d{1,2})\b(?! of)/g,
];
const HIGH_SCHOOL_CLASS =
  /\b(?:(?:high school|hs) (?:freshman|freshmen|sophomores?|juniors?|seniors?)|(?:freshman|sophomore|junior|senior) (?:year )?(?:in|at|of) (?:high|middle) school)\b/;
const CLASS_YEAR =
  /\b(?:freshman|freshmen|sophomores?|junior year|senior year)\b(?! (?:slump|album|record|novel|book|effort|season|film|movie|term|senator|congressman|congresswoman|representative|legislator|mp)\b)/;
const COLLEGE =
  /\b(?:college|colleges|university|universities|uni|campus|dorm|dorms|dormitory|frat|fraternity|sorority|varsity|grad|graduate|undergrad|undergraduate|law school|med school|medical school|professor|seminar|major|majoring)\b/;

/** Words for children and teenagers that an adult sentence can also use ("their kids are grown"). */
const CHILD =
  /\b(?:child|children|childs|kid|kids|toddlers?|infants?|newborns?|teens?|teenage|teenaged|teenagers?|adolescents?|adolescence|minors?|boyhood|girlhood|little ones)\b/g;
const FAMILY = String.raw`(?:mother|father|mom|mum|mommy|mummy|dad|daddy|parent|parents|mama|papa|grand(?:mother|father|ma|pa|parents?)|guardian|step ?(?:mom|dad|mother|father|parent)|single mom|single dad|widow|widower|nanny|babysitter|godmother|godfather|aunt|uncle)`;
const COUNT = String.raw`(?:(?:a|an|one|two|three|four|five|six|\d|several|many|young|grown|grown up|adult|small|little|wonderful|beautiful|lovely|teenage|own|twin|no|her|his|their|its) )*`;
const CHILD_WORD = String.raw`(?:child|children|kid|kids|kiddos?|teens?|teenagers?|boys|girls|sons?|daughters?|babies|baby|toddlers?|twins|little ones)`;
const ADULT_CHILD_CONTEXT = [
  new RegExp(String.raw`\b${FAMILY}s? (?:of|to|with|for) ${COUNT}${CHILD_WORD}\b`),
  new RegExp(
    String.raw`\b(?:has|have|had|having|with|raising|raised|raises|adopted|adopting|fostering|fosters|custody of|no|without|wants|want|wanting|never had|expecting|pregnant with|shares|share|sharing|co parent(?:s|ing)?|dropping off|drops off|drops|dropped|drives|drove|takes|took|collects|collected|picks up|picking up|school run for) ${COUNT}${CHILD_WORD}\b`,
  ),
  new RegExp(
    String.raw`\b(?:her|his|their|my|your|our) ${COUNT}${CHILD_WORD}\b(?= (?:are|is|were|was|have|has|had|left|moved|live|lives|living|stay|stays|staying|spend|spends|spending|sleep|sleeps|sleeping)\b)`,
  ),
  new RegExp(
    String.raw`\b${CHILD_WORD} (?:are|were|have|having|is|was) (?:all |both |long |finally |now |already )?(?:grown|grown up|adults?|moved out|left home|away|gone|out of the house|at college|in college|at university|off to college|asleep|at school|at camp|at (?:their|his|her) (?:dad|mom|mum|father|mother|grandparents?|grandmother|grandfather|ex) s?|with (?:their|his|her) (?:dad|mom|mum|father|mother|grandparents?|grandmother|grandfather|ex))\b`,
  ),
  // A parent's own children, named as theirs, are offstage: "she reads to her children".
  new RegExp(
    String.raw`\b(?:her|his|their|my|our|your) (?:own |two |three |four |young |little |small |grown )*(?:kids|children|twins|little ones|toddlers?|babies|stepkids)\b`,
  ),
  /\b(?:empty nest(?:er|ers)?|child ?less|child ?free|kid ?free|no kids|grown kids|grown children|adult children|adult kids|grown up kids|grown up children)\b/,
  new RegExp(
    String.raw`\b(?:teach(?:es|ing)?|taught|tutors?|tutoring|coach(?:es|ing)?|mentors?|mentoring|babysits?|babysitting|works? with|working with|worked with|volunteers? with|volunteering with|looks? after|looking after|looked after|cares? for|caring for|cared for|protects?|protecting|rescues?|rescued|saves?|saved|feeds?|feeding|fosters?|fostering|adopts?|adopted) ${COUNT}(?:(?:local|sick|orphaned|school|disabled|foster|other people s) )?${CHILD_WORD}\b`,
  ),
  new RegExp(
    String.raw`\b(?:teachers?|educators?|tutors?|coach(?:es)?|nann(?:y|ies)|babysitters?|p(?:a)?ediatricians?|midwi(?:fe|ves)|social workers?|counsell?ors?|psychologists?|therapists?|doctors?|nurses?|librarians?|caregivers?|carers?|authors?|illustrators?|writers?|entertainers?) (?:for|of|to|with|who works with|who teaches|who cares for) ${COUNT}(?:(?:local|sick|orphaned|school|disabled|foster) )?${CHILD_WORD}\b`,
  ),
  new RegExp(
    String.raw`\b(?:her|his|their|the) ${COUNT}${CHILD_WORD} (?:asleep|sleeping|in bed|upstairs|away|at school|at camp|at (?:their|his|her) \w+(?: s)?|with (?:their|his|her) \w+)\b`,
  ),
  new RegExp(
    String.raw`\b(?:child|children|kids?)(?: s)? (?:books?|authors?|writers?|illustrators?|hospitals?|wards?|charit(?:y|ies)|museums?|theat(?:re|er)s?|shows?|tv|television|choirs?|clothing|clothes|toys?|toy ?shops?|shops?|stores?|librar(?:y|ies|ian|ians)|sections?|menus?|parties|party|entertainers?|doctors?|nurses?|psychologists?|therapists?|dentists?|homes?|services|protection|welfare|rights|author|fund|foundation|programs?|programmes?|workers?|rooms?|bedrooms?|teachers?|education|literature|songs?|music|stories|games?|laughter|drawings?)\b`,
  ),
];
const IDIOMS = [
  /\bkid (?:gloves?|leather|suede|skin)\b/,
  /\b(?:no|just|only|not) kidding\b/,
  /\blike (?:a )?kids? (?:in|on|at) (?:a |the )?(?:candy store|sweet shop|christmas|toy store|sugar rush)\b/,
  /\b(?:karate|comeback|whiz|whizz|new) kid\b/,
  /\bnew kid (?:in town|on the block)\b/,
  /\bkid (?:brother|sister|brothers|sisters)\b/,
  /\b(?:inner|love|middle|only|eldest|oldest|youngest|problem|poster|flower|wild|free spirited|brain) child\b/,
  /\bchild s play\b/,
  /\bwith child\b/,
  /\bchild(?:ren)? of (?:the )?(?:night|forest|sea|moon|stars|gods|god|revolution|light|dark|darkness|corn|sixties|seventies|eighties|nineties|60s|70s|80s|90s|storm|war|fire|earth|sun|destiny|prophecy|empire|men|man|eve|adam)\b/,
  /\b(?:childlike|child like) (?:wonder|joy|delight|glee|enthusiasm|excitement|curiosity|laugh|laughter|grin|smile|awe)\b/,
  /\bminor (?:keys?|chords?|scales?|details?|roles?|parts?|characters?|injur(?:y|ies)|inconvenience|issues?|problems?|changes?|things?|setbacks?|league|leagues|leaguer|nobles?|nobility|lords?|gods?|goddess|goddesses|deit(?:y|ies)|planets?|miracles?|scandals?|twists?|surgery|offen[cs]es?|crimes?|incidents?|accidents?|arguments?|fights?|quarrels?|flaws?|mistakes?|errors?|prophets?|arcana|adjustments?|repairs?|wounds?|cuts?|burns?|scratch(?:es)?|bruises?|celebrit(?:y|ies)|poets?|officials?|officers?|aristocra(?:t|ts|cy)|royals?|royalty|baron|barons|house|houses|demons?|spirits?|fame|fortune|matter|matters|point|points|note|notes|third|thirds|seventh|sevenths|mode|tweaks?|edits?|hiccups?|obstacles?|annoyances?|irritations?|differences?|variations?|damage|delay|delays|victory|victories|loss|losses|position|positions|part|official|key)\b/,
  /\b(?:a|in) minor\b(?= (?:key|chord|scale|\d))/,
  /\bpupils? (?:dilat|widen|narrow|shrink|contract|blown)\w*/,
  /\bminor (?:earthquakes?|tremors?|quakes?|storms?|floods?|fires?|eruptions?|disasters?|emergenc(?:y|ies)|crisis|hitch|glitch(?:es)?|bugs?|fix(?:es)?|fender benders?|collisions?|operations?|procedures?|illness(?:es)?|ailments?|headaches?|concerns?|complaints?|disagreements?|squabbles?|spats?|gripes?|quibbles?|chords?)\b/,
  /\bteens of (?:the|this|that) (?:century|decade|millennium)\b/,
  /\bin the (?:low |high |mid |upper |lower )?teens\b/,
  /\b[b-g](?: sharp| flat)? minor\b/,
  /\b(?:in|key of|into|to|from) a (?:sharp |flat )?minor\b/,
  /\ba (?:sharp|flat) minor\b/,
  /\b(?:plays?|played|playing|strums?|strummed|strumming|hums?|hummed|humming|sings?|sang|singing|writes?|wrote|composed?|tunes?|tuned|improvises?|improvised|modulates?|modulated|shifts?|shifted|switch(?:es)?|switched) (?:it |them |this |that )?(?:in |into |to )?a minor\b/,
  /\b(?:extended )?(?:child s|childs|child|happy baby|baby|puppy) pose\b/,
  /\bteenage dream\b/,
  /\b(?:child|kid|teenager|teen|boy|girl) at heart\b/,
  /\bthe (?:kid|child|boy|teenager) in (?:him|her|them|me|us|you)\b/,
  /\b(?:energy|spirit|enthusiasm|heart|soul|curiosity|appetite|metabolism|stamina|libido|giddiness|excitement) of a (?:teenager|teen|kid|child)\b/,
];
/** Then and now in one sentence: "sweethearts as teens, now reunited at 35". */
const THEN =
  /\b(?:since|as|when|back in|back when|during|in (?:our|their|her|his|my|your) (?:\w+ )?(?:teens|school|youth)|used to|ago|were|was|once|first met|met|sweethearts?|first love|first kiss|old flame|childhood|crush|never got over)\b/;
const NOW =
  /\b(?:now|today|nowadays|these days|years later|decades later|years on|decades on|again|reunit(?:e|ed|es|ing)|reunion|all grown up|grown up|grown|adults?|behind (?:her|him|them|us|me)|long gone|long past|long over|long ago|years ago|decades ago|many years|since then|later in life|middle aged|midlife)\b/;

const sentences = (text: string) => text.split(/ \. |^\. | \.$/).filter(Boolean);

/**
 * Which stretches of a sentence an excuse covers, asked in one pass: each excuse runs once over
 * the sentence, and `covers` answers in logarithmic time, so a sentence of many matches stays linear.
 */
function coverage(sentence: string, excuses: RegExp[]): (at: number, end: number) => boolean {
  const spans = excuses
    .flatMap((excuse) =>
      [...sentence.matchAll(excuse)].map((e) => [e.index ?? 0, (e.index ?? 0) + e[0].length] as const),
    )
    .sort((a, b) => a[0] - b[0]);
  const furthest: number[] = [];
  spans.forEach(([, end], i) => furthest.push(Math.max(end, furthest[i - 1] ?? -1)));
  return (at, end) => {
    let low = 0;
    let high = spans.length - 1;
    let last = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (spans[middle]![0] <= at) {
        last = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return last >= 0 && furthest[last]! >= end;
  };
}
const global = (patterns: RegExp[]) => patterns.map((p) => new RegExp(p.source, 'g'));

const LONG_PAST =
  /\b(?:old (?:classmates?|schoolmates?|school friends?)|behind (?:her|him|them|us|me)|long gone|long past|long over|long ago|years ago|decades ago|back then|used to|former|formerly)\b/;
const thenAndNow = (sentence: string) =>
  (THEN.test(sentence) || LONG_PAST.test(sentence)) && (NOW.test(sentence) || statesAdultAge(sentence));

const MINOR_AS_NOUN =
  /^(?:$| (?:,|\.|~|who|whom|whose|is|was|s|and|with|in|at|from|on|named|called|girl|boy|child|student|daughter|son|next|here|there|\d+)(?: |$))/;

const CHILD_EXCUSES = global([...ADULT_CHILD_CONTEXT, ...IDIOMS]);

function childWordRefused(sentence: string): boolean {
  const matches = [...sentence.matchAll(CHILD)];
  if (matches.length === 0) return false;
  const excused = coverage(sentence, CHILD_EXCUSES);
  let longAgo: boolean | undefined;
  for (const match of matches) {
    if (excused(match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
    const word = match[0];
    // "minor" is a person where a noun ends there, not an adjective before another noun ("a minor delay").
    if (
      /^minors?$/.test(word) &&
      !MINOR_AS_NOUN.test(sentence.slice((match.index ?? 0) + word.length, (match.index ?? 0) + word.length + 20)) &&
      !/\b(?:the|a|an|any|this|that|every|another) $/.test(
        sentence.slice(Math.max(0, (match.index ?? 0) - 10), match.index),
      )
    )
      continue;
    if (
      /^(?:teen|teens|teenage|teenaged|teenager|teenagers|adolescent|adolescents|adolescence|boyhood|girlhood|child|children|kid|kids)$/.test(
        word,
      ) &&
      (longAgo ??= thenAndNow(sentence))
    )
      continue;
    return true;
  }
  return false;
}

function schoolRefused(sentence: string): boolean {
  let student: boolean | undefined;
  let longAgo: boolean | undefined;
  for (const match of sentence.matchAll(SCHOOL_TERM)) {
    const at = match.index ?? 0;
    const after = sentence.slice(at + match[0].length, at + match[0].length + 80);
    const before = sentence.slice(Math.max(0, at - 80), at);
    const staff = STAFF_AFTER.test(after) || WORKS_AT.test(before);
    if (staff && !(student ??= STUDENT.test(sentence))) continue;
    if ((longAgo ??= thenAndNow(sentence))) continue;
    return true;
  }
  return false;
}

function schoolYearRefused(sentence: string): boolean {
  if (HIGH_SCHOOL_CLASS.test(sentence)) return true;
  if (CLASS_YEAR.test(sentence) && !COLLEGE.test(sentence) && !statesAdultAge(sentence) && !thenAndNow(sentence))
    return true;
  return SCHOOL_YEAR.some((pattern) =>
    [...sentence.matchAll(pattern)].some(
      (m) =>
        Number(m[1]) >= 1 &&
        Number(m[1]) <= 13 &&
        !/teachers?\b/.test(sentence.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 12)),
    ),
  );
}

/** Marks of a child's body or life: two of them together describe a child ("pigtails and braces"). */
const CHILDLIKE_MARKS = [
  /\bpig ?tails\b/,
  /\bbraces\b/,
  /\blollipops?\b/,
  /\blunch ?box(?:es)?\b/,
  /\bteddy(?: bears?)?\b/,
  /\bcrayons?\b/,
  /\bcolou?ring books?\b/,
  /\bplay ?grounds?\b/,
  /\bswing ?sets?\b/,
  /\bsand ?box(?:es)?\b/,
  /\bbedtime stor(?:y|ies)\b/,
  /\bnap ?time\b/,
  /\bjuice box(?:es)?\b/,
  /\bknee (?:high )?socks\b/,
  /\bhopscotch\b/,
  /\b(?:jump|skipping) ropes?\b/,
  /\bcartoons?\b/,
  /\bgrounded by (?:her|his|their) (?:parents|mom|mum|dad|mother|father)\b/,
  /\bcurfew\b/,
  /\bpocket money\b/,
  /\bdolls?\b/,
  /\bbaby ?face[d]?\b/,
  /\bhairless\b/,
  /\bflat (?:chest|chested)\b/,
  /\b(?:tiny|little|small|petite|slender|skinny) (?:body|frame|chest)\b/,
  /\bhair ribbons?\b|\bribbons in her hair\b/,
  /\bmommy and daddy\b/,
  /\bstuffed (?:animals?|toys?)\b/,
];
/** Weaker marks: they count only beside a stronger one. */
const WEAK_MARKS = [
  /\bbraids?\b/,
  /\bfreckles?\b/,
  /\bgiggl(?:e|es|ing|y)\b/,
  /\bunicorns?\b/,
  /\bbook ?bags?\b|\bschool ?bags?\b|\bback ?packs?\b|\bsatchels?\b/,
  /\bparents (?:house|rules|permission)\b/,
  /\brecess\b/,
  /\bpetite\b/,
  /\binnocent\b/,
];

function childlikeDescription(text: string): boolean {
  const core = CHILDLIKE_MARKS.filter((mark) => mark.test(text)).length;
  const weak = WEAK_MARKS.filter((mark) => mark.test(text)).length;
  return core >= 2 || (core === 1 && weak >= 2);
}

/** "She blushed like a schoolgirl": a simile about an adult, unless it is about how someone looks or dresses. */
const SIMILE = new RegExp(
  String.raw`(?<!(?:looks?|looking|looked|dressed|dresses|dressing|dress|seems?|seemed|appears?|appeared|acts?|acting|acted|pass|passes|passing|built|body|uniform|made up|dolled up) )\blike (?:a |an |some )?(?:school ?girls?|school ?boys?|teenagers?|teens?|kids?|children|child)\b`,
  'g',
);

/** True when normalised text involves someone under 18: a stated age, words for children, school settings, childlike marks. */
export function involvesMinor(raw: string, now?: Date): boolean {
  const text = raw.replace(SIMILE, ',');
  if (ALWAYS_MINOR.test(text) || statesMinorAge(text, now) || childlikeDescription(text)) return true;
  return sentences(text).some((s) => childWordRefused(s) || schoolRefused(s) || schoolYearRefused(s));
}
