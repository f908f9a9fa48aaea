import { AGE_LIMIT } from '#common/catalogue/age';

/** Roman numerals from 1 to 39, as they read after normalisation. */
function romanValue(token: string): number | undefined {
  if (!/^x{0,3}(?:ix|iv|v?i{0,3})$/.test(token) || token === '') return undefined;
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const value = values[token[i]!]!;
    const next = values[token[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Words around a number that make it an age: "aged xiv", "xiv years", "age : xiv", "birthday number xiv". */
const ROMAN_AGE =
  /\b(?:aged?|age ,|age of|years ,|birthday number|number|is|was|turned|turns|being) ([ivx]+)\b|\b([ivx]+) (?:years?|yrs?|winters|summers|springs)\b/g;

/** Roman numerals read as digits where they state an age ("a maiden of xv winters" → "15 winters"). */
export function romanAgesToDigits(text: string): string {
  return text.replace(ROMAN_AGE, (whole, before: string | undefined, after: string | undefined) => {
    const token = before ?? after ?? '';
    const value = romanValue(token);
    // "xi" alone is more often a name than eleven.
    return value === undefined || token.length < 2 || (token === 'xi' && !after)
      ? whole
      : whole.replace(token, String(value));
  });
}

/** Digits of an age written apart ("she is 1 4") are one number. */
export function joinSpacedDigits(text: string): string {
  return text.replace(
    /\b(is|was|aged?|age|of|turned|turns) ([1-9]) (\d)(?= ,| \.|$| and| but| years?| yo)/g,
    '$1 $2$3',
  );
}

/** Vulgar fractions after an age, before normalisation drops them: "14½" is "14 and a half". */
export function fractionsAsWords(raw: string): string {
  return raw.replace(/(\d)\s?(?:½|1\/2|\u00bd)/g, '$1 and a half').replace(/(\d)\s?(?:¾|¼)/g, '$1 and a bit');
}

const ADULTHOOD = String.raw`(?:${AGE_LIMIT}|${AGE_LIMIT}th|legal|of age|an adult|adulthood|(?:the )?age of (?:consent|majority))`;
const SPAN = String.raw`(?:\d{1,2}|a|an|one|a few|a couple of|a couple|several|another|one more) (?:years?|months?|yrs?|birthdays?|summers)`;

/**
 * Ages stated without a number of years: time still to go before eighteen or before being legal,
 * legal phrasings, and chat shorthand for age, sex and location.
 */
const UNUSUAL_MINOR_AGE = [
  new RegExp(
    String.raw`\b${SPAN}(?: and a half)? (?:away from|short of|before|until|till|to go until|to go till|to go before|from|off)(?: [a-z]+){0,3} ${ADULTHOOD}`,
  ),
  new RegExp(String.raw`\b(?:will be|will turn|turns?|becomes?|is|be) ${ADULTHOOD} in ${SPAN}`),
  new RegExp(String.raw`\b(?:legal|of age|an adult) in ${SPAN}`),
  new RegExp(String.raw`\b(?:will not|wont|not) (?:be |turn )${ADULTHOOD} (?:for|until)\b`),
  /\b(?:below|under|beneath|short of|not yet reached|not reached|has not reached|hasnt reached) (?:the )?(?:legal age|age of consent|age of majority|legal drinking age|legal limit)\b/,
  /\b(?:not|too young|isnt|is not|never) (?:old enough )?to (?:legally )?consent\b/,
  /\bnot old enough to consent\b/,
  /\b(?:legally|technically|still) (?:a )?(?:minor|underage|child|juvenile)\b/,
  /\bnot (?:yet )?(?:of legal age|legal yet|legal|of age)\b/,
  /\b(?:jailbait|jail bait) (?:\w+ )?(?:\d{1,2}|a) /,
  /\basl (?:is )?(1[0-7]|[1-9])\b/,
  /\b(?:a s l|asl)\b(?: (?:\w+|,)){0,2} (1[0-7]|[1-9]) (?:f|m)\b/,
  /(?:^|, |\. | )(1[0-7]|[1-9]) (?:f|m)(?: (?:from |here )?[a-z]+)?(?: ,| \.|$)/,
  /\b(1[0-7]) (?:f|m|female|male) (?:here|from|looking|lf|seeking)\b/,
];

/** True when normalised text states someone is under 18 in one of the less usual ways. */
export function statesMinorAgeUnusually(text: string): boolean {
  return UNUSUAL_MINOR_AGE.some((pattern) => pattern.test(text));
}
