import { chapterTargetWords } from '../length';
import type { WriteChapterRequest } from '../port';
import * as beats from './banks/beats';
import * as heat from './banks/heat';
import * as story from './banks/story';
import { asClause, buildCast } from './cast';
import { Deck, seededRng, type Rng } from './random';
import { Renderer } from './template';
import { settingVocabulary } from './vocabulary';

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const SENTENCES_PER_PARAGRAPH = [3, 4, 5] as const;
/** The share of the chapter that stays tender before the heat of explicitLevel takes over. */
const WARM_UP = 0.35;

function heatBanks(explicitLevel: number): readonly string[] {
  if (explicitLevel <= 33) return heat.TENDER;
  if (explicitLevel <= 66) return [...heat.TENDER, ...heat.SENSUAL];
  return [...heat.SENSUAL, ...heat.EXPLICIT];
}

export interface ComposedChapter {
  text: string;
  choices: string[];
}

/** Writes a whole chapter from the request alone: the same request always gives the same chapter. */
export function composeChapter(request: WriteChapterRequest): ComposedChapter {
  const { settings, instruction } = request;
  const rng = seededRng(JSON.stringify([request.title, settings, request.chapterNumber, instruction]));
  // The cast is seeded by the story alone, so names stay the same from chapter to chapter.
  const { hero, beloved } = buildCast(settings, seededRng(JSON.stringify([request.title, settings])));
  const vocabulary = settingVocabulary(settings, rng);
  const r = new Renderer(hero, beloved, vocabulary.slots);
  const deck = (items: readonly string[]) => new Deck(items, rng);
  const decks = {
    scene: deck(beats.SCENE),
    gesture: deck(beats.GESTURE),
    interior: deck(beats.INTERIOR),
    tone: deck(vocabulary.toneNarration),
    speech: deck(vocabulary.toneSpeech),
    replies: deck(beats.REPLIES),
    saidBy: deck(beats.SAID_BY_BELOVED),
    saidHero: deck(beats.SAID_BY_HERO),
    tender: deck(heat.TENDER),
    heat: deck(heatBanks(settings.explicitLevel)),
    history: deck(vocabulary.relationshipHistory),
  };

  const names = [hero.name, beloved.name];
  const opening = openingSentences(request, r, rng, names);
  const descriptions = descriptionSentences(request, r, rng, hero.description, beloved.description);
  const ending = endingOf(request, r, rng);
  const target = chapterTargetWords(request);
  const budget = target - wordCount([...opening, ...ending.sentences].join(' '));

  const body: string[] = [...descriptions];
  let words = wordCount(body.join(' '));
  const add = (sentence: string) => {
    body.push(sentence);
    words += wordCount(sentence);
  };
  const pending =
    instruction.kind === 'choice'
      ? [r.render(rng.pick(story.CHOICE_ECHO), { choiceLower: lowerClause(instruction.choice, names) })]
      : [];
  let consentGiven = settings.explicitLevel <= 33;
  const rotation = [
    ...(['scene', 'gesture', 'speech', 'interior', 'heat', 'tone', 'reply', 'heat'] as const),
    ...(['scene', 'interior', 'speech', 'gesture', 'heat', 'history', 'reply', 'heat'] as const),
  ];
  for (let i = 0; words < budget; i++) {
    const progress = words / Math.max(budget, 1);
    const beat = rotation[i % rotation.length];
    if (pending.length > 0 && progress > 0.4) {
      add(pending.shift() as string);
    } else if (beat === 'heat' && progress >= WARM_UP && !consentGiven) {
      add(r.render(rng.pick(heat.CONSENT)));
      consentGiven = true;
    } else {
      add(renderBeat(beat, progress, r, decks));
    }
  }

  const paragraphs = [opening, ...chunk([...body, ...pending], rng), ending.sentences].filter((p) => p.length > 0);
  return { text: paragraphs.map((p) => p.join(' ')).join('\n\n'), choices: ending.choices };
}

type Decks = Record<
  | 'scene'
  | 'gesture'
  | 'interior'
  | 'tone'
  | 'speech'
  | 'replies'
  | 'saidBy'
  | 'saidHero'
  | 'tender'
  | 'heat'
  | 'history',
  Deck<string>
>;

function renderBeat(
  beat: 'scene' | 'gesture' | 'speech' | 'interior' | 'heat' | 'tone' | 'reply' | 'history',
  progress: number,
  r: Renderer,
  d: Decks,
): string {
  switch (beat) {
    case 'speech':
      return r.render(d.saidBy.draw(), spoken(d.speech.draw()));
    case 'reply':
      return r.render(d.saidHero.draw(), spoken(d.replies.draw()));
    case 'heat':
      return r.render((progress < WARM_UP ? d.tender : d.heat).draw());
    default:
      return r.render(d[beat].draw());
  }
}

/** A line of dialogue, and its form before an attribution ("Stay," she said). */
const spoken = (line: string) => ({ line, lineComma: line.replace(/\.$/, ',') });

function openingSentences(request: WriteChapterRequest, r: Renderer, rng: Rng, names: string[]): string[] {
  const { instruction } = request;
  const frame = r.render(rng.pick(beats.FRAME));
  switch (instruction.kind) {
    case 'open':
      return [r.render(rng.pick(story.OPENING)), frame, r.render(rng.pick(beats.RELATIONSHIP_FRAME))];
    case 'choice':
      return [r.render(rng.pick(story.CHOICE_TAKEN), { choice: asClause(instruction.choice) }), frame];
    case 'continue': {
      const wish = instruction.prompt?.trim();
      const first = r.render(rng.pick(story.CONTINUATION));
      return wish
        ? [first, r.render(rng.pick(story.PROMPT_TAKEN), { prompt: lowerClause(wish, names) }), frame]
        : [first, frame];
    }
    case 'conclude':
      return [r.render(rng.pick(story.CONTINUATION)), frame, r.render(rng.pick(beats.RELATIONSHIP_FRAME))];
  }
}

/** The three free-text descriptions, woven in early in every chapter when the user gave them. */
function descriptionSentences(
  request: WriteChapterRequest,
  r: Renderer,
  rng: Rng,
  heroLook: string,
  belovedLook: string,
): string[] {
  const out: string[] = [];
  if (asClause(request.settings.settingDescription)) out.push(r.render(rng.pick(beats.SETTING_DESCRIPTION)));
  if (heroLook) out.push(r.render(rng.pick(beats.HERO_DESCRIPTION), { heroLook }));
  if (belovedLook) out.push(r.render(rng.pick(beats.BELOVED_DESCRIPTION), { belovedLook }));
  return out;
}

function endingOf(request: WriteChapterRequest, r: Renderer, rng: Rng): { sentences: string[]; choices: string[] } {
  if (request.instruction.kind === 'conclude') {
    return { sentences: [r.render(rng.pick(story.CONCLUSION)), story.FINAL_LINE], choices: [] };
  }
  if (request.chapterNumber % 2 === 0) return { sentences: [r.render(rng.pick(story.INTERLUDE))], choices: [] };
  const options = new Deck(story.CHOICES, rng);
  const count = 2 + rng.int(2);
  return {
    sentences: [r.render(rng.pick(story.TURNING_POINT))],
    choices: Array.from({ length: count }, () => r.render(options.draw())),
  };
}

function chunk(sentences: string[], rng: Rng): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < sentences.length;) {
    const size = rng.pick(SENTENCES_PER_PARAGRAPH);
    out.push(sentences.slice(i, i + size));
    i += size;
  }
  return out;
}

/** Lets a reader's sentence sit mid-sentence, unless it starts with a name or "I". */
function lowerClause(text: string, names: string[]): string {
  const c = asClause(text);
  const firstWord = c.split(/\W/)[0];
  return /^[A-Z][a-z]/.test(c) && !names.includes(firstWord) ? c.charAt(0).toLowerCase() + c.slice(1) : c;
}
