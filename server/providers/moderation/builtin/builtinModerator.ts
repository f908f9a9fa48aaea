import { ALLOWED, type Moderator, type Verdict } from '../port';
import { CONCEPT_WORDS, describesChildhood } from './concepts';
import { translateForeign } from './foreign';
import { involvesMinor } from './minors';
import { normalise } from './normalise';
import { isNumberWord } from './numbers';
import { readingsOf } from './readings';
import { namesRealPerson } from './realPeople';
import { fractionsAsWords, joinSpacedDigits, romanAgesToDigits, statesMinorAgeUnusually } from './unusualAges';

/** Words a pig-latin reading should land on: the marks of childhood, numbers, and words for the young. */
const YOUNG_WORDS = new Set(
  'school schoolgirl schoolboy child children kid kids teen teens teenager preteen tween student grade little young girl boy daughter underage minor middle junior high bride babysitter seventh eighth ninth neighbour stepdad camp summer room only just she he her his is old year years'.split(
    ' ',
  ),
);
const known = (word: string) => YOUNG_WORDS.has(word) || CONCEPT_WORDS.has(word) || isNumberWord(word);

/** "1. Go to the bar": the number of a list item is not an age. */
const LIST_MARKER = /^[ \t]*(?:(?:option|choice) )?\(?\d{1,2}(?:[.):]|[ \t]+-)[ \t]+/gim;

/** "No. 15", "#15": the number of a house, a room, a thing. */
const NUMBER_SIGN = /\b(?:No|no|NO)\.? ?(?=\d)|#(?=\d)/g;

function judgeReading(reading: string, now?: Date): Verdict {
  const normal = joinSpacedDigits(romanAgesToDigits(translateForeign(normalise(reading))));
  if (involvesMinor(normal, now) || statesMinorAgeUnusually(normal) || describesChildhood(normal))
    return { allowed: false, reason: 'minor' };
  if (namesRealPerson(normal, reading)) return { allowed: false, reason: 'real_person' };
  return ALLOWED;
}

/** The built-in rules on one text and on every disguised reading of it. */
export function judge(text: string, now?: Date): Verdict {
  const plain = fractionsAsWords(text).replace(LIST_MARKER, '').replace(NUMBER_SIGN, 'number ');
  for (const reading of readingsOf(plain, known)) {
    const verdict = judgeReading(reading, now);
    if (!verdict.allowed) return verdict;
  }
  return ALLOWED;
}

/** The embedded default, always on: rules that need no service and no key. */
export class BuiltinModerator implements Moderator {
  readonly name = 'built-in rules';

  async check(texts: string[]): Promise<Verdict> {
    for (const text of texts) {
      const verdict = judge(text);
      if (!verdict.allowed) return verdict;
    }
    // Fields harmless one by one can describe a child together.
    return texts.length > 1 ? judge(texts.join('\n.\n')) : ALLOWED;
  }
}
