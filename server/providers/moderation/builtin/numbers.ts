const UNITS = [
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
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNIT_ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS_ORDINALS = [
  '',
  '',
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];

const suffix = (n: number) => {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
};

/** Every spelled-out number from 0 to 99, cardinal and ordinal, mapped to its digits ("sixteenth" → "16th"). */
const WORDS = new Map<string, string>();
for (let n = 0; n < 100; n++) {
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (n < 20) {
    WORDS.set(UNITS[n]!, String(n));
    WORDS.set(UNIT_ORDINALS[n]!, `${n}${suffix(n)}`);
  } else if (unit === 0) {
    WORDS.set(TENS[tens]!, String(n));
    WORDS.set(TENS_ORDINALS[tens]!, `${n}th`);
  } else {
    WORDS.set(`${TENS[tens]}${UNITS[unit]}`, String(n));
    WORDS.set(`${TENS[tens]}${UNIT_ORDINALS[unit]}`, `${n}${suffix(n)}`);
  }
}
// Longest first, so "twenty one" wins over "twenty".
const ALTERNATIVES = [...WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) =>
    TENS.reduce(
      (pattern, ten) =>
        ten && pattern.startsWith(ten) && pattern !== ten && !pattern.startsWith(`${ten}th`)
          ? `${ten} ?${pattern.slice(ten.length)}`
          : pattern,
      w,
    ),
  );
const NUMBER_WORD = new RegExp(String.raw`\b(?:${ALTERNATIVES.join('|')})\b`, 'g');

/** Spelled-out numbers as digits, compounds written apart or together ("twenty five", "twentyfive"). */
export function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORD, (word) => WORDS.get(word.replace(' ', '')) ?? word);
}

export const isNumberWord = (word: string) => WORDS.has(word);
