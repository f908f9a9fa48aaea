import { setImmediate as nextTurn } from 'node:timers/promises';
import { ALLOWED, ModerationUnavailableError, type Moderator, type Verdict } from '../port';
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

/** Long texts are judged in windows of about this many characters, each overlapping the last. */
const WINDOW = 1_200;
const OVERLAP = 200;
/**
 * How long one request's checks may run before nothing passes: a time budget, not a hope. It counts
 * the time spent judging, not the time spent waiting for a turn while other requests are served, so
 * a busy server slows a check down but never fails it.
 */
const DEFAULT_BUDGET_MS = 2_000;

/** Overlapping windows cut at spaces, so that every rule sees bounded text and no phrase is lost at a cut. */
function windowsOf(text: string): string[] {
  if (text.length <= WINDOW) return [text];
  const windows: string[] = [];
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + WINDOW);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > start + OVERLAP * 2) end = space;
    windows.push(text.slice(start, end));
    if (end >= text.length) break;
    const next = text.indexOf(' ', end - OVERLAP);
    start = next > start && next < end ? next + 1 : end - OVERLAP;
  }
  return windows;
}

/**
 * The embedded default, always on: rules that need no service and no key. Each window is judged
 * in its own turn of the event loop, so a long text never holds up another request, and a request
 * that outruns its budget is refused as unchecked rather than let through.
 */
export class BuiltinModerator implements Moderator {
  readonly name = 'built-in rules';

  constructor(private readonly budgetMs = DEFAULT_BUDGET_MS) {}

  async check(texts: string[]): Promise<Verdict> {
    let spentMs = 0;
    // Fields harmless one by one can describe a child together.
    const whole = texts.length > 1 ? [texts.join('\n.\n')] : [];
    const windows = [...texts, ...whole].flatMap(windowsOf);
    for (const [i, window] of windows.entries()) {
      if (i > 0) {
        if (spentMs > this.budgetMs) throw new ModerationUnavailableError('The content checks ran out of time');
        await nextTurn();
      }
      const started = performance.now();
      const verdict = judge(window);
      spentMs += performance.now() - started;
      if (!verdict.allowed) return verdict;
    }
    return ALLOWED;
  }
}
