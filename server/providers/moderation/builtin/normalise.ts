import anyAscii from 'any-ascii';
import unhomoglyph from 'unhomoglyph';
import { numberWordsToDigits } from './numbers';

/** Characters that render as nothing: zero-width spaces and joiners, soft hyphens, word joiners, BOMs, variation selectors, tags. */
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/g;
const NON_ASCII = /[^\x00-\x7F]/g;
/** Two or more spaces between words written letter by letter ("s e x y  t e e n") separate the words. */
const WORD_GAP = '~';

const NUMBER_WITH_UNIT =
  /^\d+(?:st|nd|rd|th|s|yo|y|yr|yrs|am|pm|h|hr|hrs|m|min|mins|cm|mm|km|kg|g|ft|k|ml|l|lb|lbs|x|d|f)$/;

/** Digits and symbols read as letters inside words ("l0li", "t33n", "$chool"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/**
 * A character that only looks like a Latin letter becomes that letter: Unicode's confusables
 * table first (Cyrillic "е" is "e"), then a transliteration for what it leaves (small capitals).
 */
function foldCharacter(char: string): string {
  const confusable = unhomoglyph(char);
  return /^[\x00-\x7F]*$/.test(confusable) ? confusable : anyAscii(confusable);
}

/** A word mixing letters with digits or symbols is leetspeak, unless it is a number with a unit ("16yo", "10pm") or a code ("u18", "mp3"). */
function unLeet(word: string): string {
  if (!/[a-z]/.test(word) || NUMBER_WITH_UNIT.test(word) || /^[a-z]{1,2}\d{2,}$/.test(word)) return word;
  // A number after a word is a number, as in a user name ("schoolgirl14", "nightowl88").
  const numbered = /^([a-z]{3,})(\d{1,4})$/.exec(word);
  if (numbered) return `${numbered[1]} ${numbered[2]}`;
  return word.replace(/[0-9@$!|]/g, (c) => LEET[c] ?? c);
}

/**
 * Runs of three or more single characters are one spelled-out word ("s c h o o l", "l.0.l.i"); an
 * article before four or more stays a word of its own ("a t w e e n" is "a tween").
 */
function joinSpelledOut(text: string): string {
  // Where words are set apart by wider gaps, every letter of a run belongs to the one word.
  const gapped = text.includes(` ${WORD_GAP} `);
  return text.replace(/(?<![^ ])[a-z0-9@$](?: [a-z0-9@$](?![^ ])){2,}/g, (run) => {
    if (!/[a-z].*[a-z]/.test(run)) return run;
    const article = !gapped && /^[ai] (?:\S ){2}\S/.test(run) ? run[0] : '';
    return `${article} ${unLeet(run.slice(article.length).replace(/ /g, ''))}`.trim();
  });
}

/** A word written with a mark between each letter ("i.s", "c-h-i-l-d") is that word. */
const MARKED_LETTERS = /^[a-z](?:[.\-_*][a-z])+\.?$/;

/**
 * One form for every rule: ASCII lower case, look-alike letters folded to Latin, invisible
 * characters removed, leetspeak read as letters, punctuation inside words as a space (so
 * "school-girl" is "school girl"), clause and sentence breaks kept as " , " and " . ", letters
 * repeated three times or more cut to two, and number words as digits ("sixteenth" → "16th").
 */
export function normalise(raw: string): string {
  const folded = raw
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(NON_ASCII, foldCharacter)
    .toLowerCase()
    .replace(/(\S)[ \t]{2,}(?=\S)/g, `$1 ${WORD_GAP} `)
    .replace(/'s\b/g, ' s')
    .replace(/'/g, '')
    .replace(/(?<![.!?])[.!?]+(?=\s|$)/g, ' . ')
    .replace(/[,;:](?=\s|$)|[()[\]{}"<>\u2013\u2014]|\s-+\s/g, ' , ');
  const words = folded
    .split(/\s+/)
    .map((token) => {
      if (/^[.,~]$/.test(token)) return token;
      if (MARKED_LETTERS.test(token)) return token.replace(/[.\-_*]/g, '');
      return joinSpelledOut(token.replace(/[^a-z0-9$@!|]+/g, ' ').trim());
    })
    .join(' ')
    .split(' ')
    .filter(Boolean)
    .map(unLeet)
    .join(' ');
  const joined = joinSpelledOut(words)
    .split(` ${WORD_GAP} `)
    .map((group) => (/^[a-z0-9@$](?: [a-z0-9@$])+$/.test(group) ? unLeet(group.replace(/ /g, '')) : group))
    .join(' ')
    .replace(/ ~(?= |$)/g, '');
  const unstretched = joined.replace(/\b(?![ivx]+\b)\w+/g, (word) => word.replace(/([a-z])\1{2,}/g, '$1$1'));
  return numberWordsToDigits(unstretched);
}
