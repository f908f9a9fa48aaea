/**
 * The ways a disguised text can be read back: reversed (also what a right-to-left override
 * displays), ROT13, pig latin, and base64 runs decoded. Each reading is judged like the text itself,
 * so a disguise hides nothing; a reading of ordinary text is gibberish that no rule refuses.
 */

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** A base64 run long enough to hide a phrase: at least 12 characters of its alphabet. */
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
/** Decoded bytes that read as text: printable ASCII and spaces, mostly letters. */
const PRINTABLE = /^[\x20-\x7e\t\n]*$/;

function decodeBase64Runs(text: string): string | undefined {
  let changed = false;
  const decoded = text.replace(BASE64_RUN, (run) => {
    if (run.length % 4 === 1) return run;
    const plain = Buffer.from(run, 'base64').toString('utf8');
    if (!PRINTABLE.test(plain) || (plain.match(/[a-z ]/gi)?.length ?? 0) < plain.length * 0.8) return run;
    changed = true;
    return ` ${plain} `;
  });
  return changed ? decoded : undefined;
}

const VOWEL = /^[aeiou]/i;
const MASKED_WORD = /\b[a-z]+[*#][a-z*#]*/gi;

/**
 * Pig latin moves a word's leading consonants to its end before "ay" ("schoolgirl" → "oolgirlschay"):
 * each word ending in "ay" is read back moving one to three of the letters before "ay" to the front,
 * the reading that makes a word of `known` chosen, else the one-letter reading.
 */
function unPigLatin(text: string, known: (word: string) => boolean): string | undefined {
  let changed = false;
  const decoded = text.replace(/[a-z]+/gi, (word) => {
    const lower = word.toLowerCase();
    if (lower.length < 4 || !lower.endsWith('ay')) return word;
    const stem = lower.slice(0, -2);
    const candidates = [1, 2, 3]
      .filter((n) => stem.length > n && !/[aeiou]/.test(stem.slice(-n)))
      .map((n) => stem.slice(-n) + stem.slice(0, -n));
    // A word that starts with a vowel only gains "way".
    const vowelWord = stem.endsWith('w') && VOWEL.test(stem) ? stem.slice(0, -1) : undefined;
    if (candidates.length === 0 && !vowelWord) return word;
    changed = true;
    return [vowelWord, ...candidates].find((c) => c !== undefined && known(c)) ?? vowelWord ?? candidates[0]!;
  });
  return changed ? decoded : undefined;
}

/** Words so common that a reading holding more of them than the text is the text's real meaning. */
const COMMON = new Set(
  'the a an is was are and or but she he her his him they them i you it my your of to in on at with for from after only just old year years girl boy who that this not'.split(
    ' ',
  ),
);
const commonWords = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => COMMON.has(w)).length;

/** Most words of pig latin end in "ay". */
function looksPigLatin(text: string): boolean {
  const words = text.match(/[a-z]{3,}/gi) ?? [];
  return words.length > 0 && words.filter((w) => /ay$/i.test(w)).length * 2 >= words.length;
}

/** The text and every other reading of it worth judging: a disguise is only undone where the result reads better. */
export function readingsOf(text: string, known: (word: string) => boolean): string[] {
  const readings = [text];
  const common = commonWords(text);
  for (const reading of [[...text].reverse().join(''), rot13(text)]) {
    if (commonWords(reading) > common) readings.push(reading);
  }
  const base64 = decodeBase64Runs(text);
  if (base64) readings.push(base64);
  const pig = looksPigLatin(text) ? unPigLatin(text, known) : undefined;
  if (pig) readings.push(pig);
  // A word with a letter masked by a star ("sh*ta") is read with each vowel in its place.
  const masked = text.match(MASKED_WORD);
  if (masked)
    readings.push(
      [...new Set(masked)].flatMap((word) => [...'aeiou'].map((v) => word.replace(/[*#]/g, v))).join(' , '),
    );
  return readings;
}
