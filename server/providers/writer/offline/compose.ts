import { trimEndWhile, withoutLastWord } from '#common/trimEnd';
import { chapterTargetWords } from '../length';
import { sentencesOf } from '../memory';
import type { WriteChapterRequest } from '../port';
import * as beats from './banks/beats';
import * as heat from './banks/heat';
import * as fantasyBank from './banks/fantasy';
import * as story from './banks/story';
import { buildPerson, kindOf, kindOfPronoun, withMemory, type Person } from './cast';
import { fantasyOf } from './fantasy';
import { BEAT_LABELS, beatOf, HEAT_SHARE, type Beat } from './plot';
import { Deck, seededRng, type Rng } from './random';
import { settingOf, settingSlots, type Setting } from './setting';
import { readMemory, rememberedFor, writeMemory, type StoryMemoryRecord } from './storyMemory';
import { Renderer } from './template';

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const PARAGRAPH_SIZES = [3, 4, 5] as const;
/** Sentences this long must never appear twice in a story. */
const UNIQUE_FROM = 40;
/** A run of four words or more is said at most twice in a chapter. */
const PHRASE_WORDS = 4;
const MAX_PHRASE_REPEATS = 2;

/** Every run of four words of the text, in lower case, without punctuation. */
export function phrasesOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}’'-]+/gu) ?? [];
  return Array.from({ length: Math.max(0, words.length - PHRASE_WORDS + 1) }, (_, i) =>
    words.slice(i, i + PHRASE_WORDS).join(' '),
  );
}

export interface ComposedChapter {
  text: string;
  choices: string[];
  memory: string;
}

/** Stretches of a template's own words (between slots and joined clauses), which show wherever it was used. */
const literalsOf = (template: string) =>
  template
    .split(/\{[^{}]*\}|, and /)
    .map((part) => part.trim())
    .filter((part) => part.length >= TELLING_LITERAL);
/** Shorter stretches ("{A} said.") are too common to tell a template by. */
const TELLING_LITERAL = 14;
const LANES = 3;

/**
 * Renders templates into sentences the story has not used yet: a template whose words already
 * appear in the story is taken only once every other one has been, and a sentence never twice.
 */
class Prose {
  private readonly used = new Set<string>();
  private text: string;
  /** How often each run of four words appears in this chapter: never more than twice. */
  private readonly phrases = new Map<string, number>();

  /**
   * Branches after a choice draw first from their own third of each deck, so two choices of the
   * same chapter lead to chapters in different words.
   */
  constructor(
    private readonly r: Renderer,
    earlierText: string,
    private readonly lane?: number,
  ) {
    this.text = earlierText.replace(/\s+/g, ' ');
    this.remember(this.text);
  }

  /** A line of dialogue nobody in the story has said yet. */
  unsaid(line: string): boolean {
    return !this.used.has(`“${line.replace(/[.,]$/, '')}`);
  }

  fresh(sentence: string): boolean {
    return (
      !this.used.has(sentence) &&
      sentencesOf(sentence).every((s) => s.length <= UNIQUE_FROM || !this.used.has(s)) &&
      phrasesOf(sentence).every((phrase) => (this.phrases.get(phrase) ?? 0) < MAX_PHRASE_REPEATS)
    );
  }

  /** A template of the deck that renders to something new, preferring templates the story has not used. */
  draw(deck: Deck<string>, extra: Record<string, string> = {}): string | undefined {
    const seen: string[] = [];
    const otherLane: string[] = [];
    for (let i = 0; i < deck.size; i++) {
      const template = deck.draw();
      if (literalsOf(template).some((literal) => this.text.includes(literal))) seen.push(template);
      else if (this.lane !== undefined && deck.indexOf(template) % LANES !== this.lane) otherLane.push(template);
      else {
        const sentence = this.r.render(template, extra);
        if (this.fresh(sentence)) return this.keep(sentence);
      }
    }
    for (const template of [...otherLane, ...seen]) {
      const sentence = this.r.render(template, extra);
      if (this.fresh(sentence)) return this.keep(sentence);
    }
    return undefined;
  }

  /** A fixed sentence (a plot beat), rendered, if the story has not said it already. */
  once(template: string, extra: Record<string, string> = {}): string | undefined {
    const sentence = this.r.render(template, extra);
    return this.fresh(sentence) ? this.keep(sentence) : undefined;
  }

  private keep(sentence: string): string {
    this.text += ` ${sentence}`;
    this.remember(sentence);
    for (const phrase of phrasesOf(sentence)) this.phrases.set(phrase, (this.phrases.get(phrase) ?? 0) + 1);
    return sentence;
  }

  private remember(text: string): void {
    this.used.add(text);
    for (const s of sentencesOf(text)) this.used.add(s);
    for (const [, quote] of text.matchAll(/“([^“”]+?)[.,]?”/g)) this.used.add(`“${quote}`);
  }
}

interface Story {
  setting: Setting;
  hero: Person;
  beloved: Person;
  memory: StoryMemoryRecord;
  /** Threads the memory still holds open: the place's mystery and what keeps them apart. */
  placeThreadOpen: boolean;
}

/** The story as chapter 1 set it up, then as the memory (perhaps edited by the owner) says it is now. */
function storyOf(request: WriteChapterRequest): Story {
  const { settings } = request;
  const setting = settingOf(settings);
  const castRng = seededRng(JSON.stringify([request.title, settings]));
  const firstHero = buildPerson(
    kindOf(settings.protagonistGender),
    settings.protagonistDescription,
    setting.period,
    castRng,
  );
  const firstBeloved = buildPerson(
    kindOf(settings.partnerGender),
    settings.loveInterestDescription,
    setting.period,
    castRng,
    [firstHero.name, firstHero.role],
  );
  const memory = readMemory(request.memory);
  const [heroMemory, belovedMemory] = rememberedFor([firstHero, firstBeloved], memory.characters);
  const fresh = request.memory.trim() === '';
  const [hero, beloved] = distinctlyCalled(
    heroMemory ? withMemory(firstHero, heroMemory) : firstHero,
    belovedMemory ? withMemory(firstBeloved, belovedMemory) : firstBeloved,
  );
  return {
    setting,
    hero,
    beloved,
    memory,
    placeThreadOpen: fresh || memory.threads.some((t) => t === setting.place.thread.memo),
  };
}

/** Two people the story would call by the same name ("Kit" and "Kit") keep their whole names throughout. */
function distinctlyCalled(hero: Person, beloved: Person): [Person, Person] {
  if (hero.called !== beloved.called && !hero.name.includes(beloved.called) && !beloved.name.includes(hero.called))
    return [hero, beloved];
  return [
    { ...hero, called: hero.name },
    { ...beloved, called: beloved.name },
  ];
}

function heatDeck(level: number, beat: Beat, rng: Rng): Deck<string> {
  if (beat === 'meeting') return new Deck(heat.SPARK, rng);
  if (level <= 33) return new Deck(heat.TENDER, rng);
  if (level <= 66 || beat === 'tension') return new Deck([...heat.TENDER, ...heat.SENSUAL], rng);
  return new Deck([...heat.SENSUAL, ...heat.EXPLICIT], rng);
}

/** Writes a whole chapter from the request alone: the same request always gives the same chapter. */
export function composeChapter(request: WriteChapterRequest): ComposedChapter {
  const { settings, instruction, chapterNumber } = request;
  const s = storyOf(request);
  const beat = beatOf(chapterNumber, instruction);
  const rng = seededRng(JSON.stringify([request.title, settings, chapterNumber, request.attempt, instruction]));
  const slots = settingSlots(s.setting, settings.atmosphere, rng, [
    kindOfPronoun(s.hero.pronoun),
    kindOfPronoun(s.beloved.pronoun),
  ]);
  const r = new Renderer(s.hero, s.beloved, slots);
  const prose = new Prose(r, request.earlierChapters.join('\n\n'), laneOf(instruction));
  const deck = (items: readonly string[]) => new Deck(items, rng);
  const { relationship } = s.setting;
  const target = chapterTargetWords(request);

  const opening = openingOf(request, s, prose, rng);
  const ending = endingOf(request, s, prose, rng);
  const endingWords = wordCount(ending.sentences.join(' '));

  const body: string[] = [];
  let words = wordCount(opening.join(' '));
  const add = (sentence: string | undefined) => {
    if (!sentence) return false;
    body.push(sentence);
    words += wordCount(sentence);
    return true;
  };

  // The plot beat first: what the relationship makes of this moment.
  if (beat === 'meeting') {
    add(prose.draw(deck(beats.INTRODUCE_HERO)));
    add(prose.draw(deck(beats.INTRODUCE_BELOVED)));
  }
  const beatLines = {
    meeting: relationship.meeting,
    tension: relationship.tension,
    turn: relationship.turn,
    confession: relationship.confession,
    intimacy: relationship.confession,
    resolution: relationship.resolution,
  }[beat];
  const beatDeck = deck(beatLines);
  add(prose.draw(beatDeck));

  const early = beat === 'meeting' || beat === 'tension';
  const firstWords = relationship.known ? beats.KNOWN_SPEECH : beats.EARLY_SPEECH;
  const lines = deck([...(early ? firstWords : s.setting.toneSpeech), ...relationship.speech]);
  const unsaid = (from: Deck<string>) => {
    for (let i = 0; i < from.size; i++) {
      const line = from.draw();
      if (prose.unsaid(line)) return line;
    }
    return undefined;
  };
  const speech = () => {
    const line = unsaid(lines);
    if (!line) return undefined;
    return prose.draw(deck(beats.SAID_BY_BELOVED), { line, lineComma: line.replace(/[.]$/, ',') });
  };
  const firstReplies = relationship.known ? beats.KNOWN_REPLIES : beats.EARLY_REPLIES;
  const replies = deck(early ? firstReplies : beats.REPLIES);
  const reply = () => {
    const line = unsaid(replies);
    if (!line) return undefined;
    return prose.draw(deck(beats.SAID_BY_HERO), { line, lineComma: line.replace(/[.]$/, ',') });
  };
  const decks = {
    scene: deck(beats.SCENE),
    gesture: deck(beats.GESTURE),
    interior: deck(beats.INTERIOR),
    trait: deck(beats.TRAITS),
    tone: deck(s.setting.toneNarration),
    pair: deck(beats.LEADS.flatMap((lead) => beats.TAILS.map((tail) => `${lead}, ${tail}`))),
  };
  const threadLine = threadSentence(request, s, beat);

  // The scene, until the heat of the chapter takes over.
  const heatShare = HEAT_SHARE[beat];
  const sceneUntil = (target - endingWords) * (1 - heatShare);
  const rotation = [
    'scene',
    'speech',
    'gesture',
    'pair',
    'interior',
    'reply',
    'trait',
    'scene',
    early ? 'pair' : 'tone',
    'speech',
    'gesture',
    'pair',
  ];
  let pendingBeat = beat !== 'meeting' && beatLines.length > 1;
  let pendingThread = Boolean(threadLine);
  const fantasyLines = fantasyLinesOf(settings.fantasy, prose, rng);
  let fantasyDone = 0;
  for (let i = 0, idle = 0; words < sceneUntil && idle < rotation.length; i++) {
    const progress = words / Math.max(sceneUntil, 1);
    let added: boolean;
    if (pendingThread && progress > 0.35) {
      added = add(prose.once(threadLine as string));
      pendingThread = false;
    } else if (pendingBeat && progress > 0.6) {
      added = add(prose.draw(beatDeck));
      pendingBeat = false;
    } else if (fantasyDone < fantasyLines.length && progress > FANTASY_AT[fantasyDone]) {
      added = add(fantasyLines[fantasyDone++]());
    } else {
      // A first meeting keeps its hands to itself: the touches come later.
      const kind =
        beat === 'meeting' && rotation[i % rotation.length] === 'gesture' ? 'pair' : rotation[i % rotation.length];
      added = add(
        kind === 'speech' ? speech() : kind === 'reply' ? reply() : prose.draw(decks[kind as keyof typeof decks]),
      );
    }
    idle = added ? 0 : idle + 1;
  }

  // Intimacy at the chosen heat, asked for and given first.
  const heatLines = heatDeck(settings.explicitLevel, beat, rng);
  const intimate = settings.explicitLevel > 33 && beat !== 'meeting';
  if (intimate) add(prose.draw(deck(heat.CONSENT)));
  const heatRotation = ['heat', 'gesture', 'heat', 'pair', 'heat', 'interior', 'reply'];
  for (let i = 0, idle = 0; words < target - endingWords && idle < heatRotation.length; i++) {
    const kind = heatRotation[i % heatRotation.length];
    const added = add(
      kind === 'heat'
        ? prose.draw(heatLines)
        : kind === 'reply'
          ? reply()
          : prose.draw(decks[kind as 'gesture' | 'interior' | 'pair']),
    );
    idle = added ? 0 : idle + 1;
  }

  const paragraphs = [opening, ...chunk(body, rng), ending.sentences].filter((p) => p.length > 0);
  const text = introducedOnce(paragraphs.map((p) => p.join(' ')).join('\n\n'), [s.hero, s.beloved]);
  const choices = ending.choices.map((choice) => calledByShortName(choice, [s.hero, s.beloved]));
  return { text, choices, memory: memoryAfter(request, s, beat, choices) };
}

/** Where in the scene the reader's fantasy comes in: their wish early, then up to two of its motifs. */
const FANTASY_AT = [0.1, 0.3, 0.5] as const;

/** The sentences that weave the reader's fantasy into this chapter, each drawn when its turn comes. */
function fantasyLinesOf(text: string | undefined, prose: Prose, rng: Rng): Array<() => string | undefined> {
  const { wish, wishKind, motifs } = fantasyOf(text);
  const deck = (items: readonly string[]) => new Deck(items, rng);
  const lines: Array<() => string | undefined> = [];
  if (wish) {
    const bank = wishKind === 'desire' ? fantasyBank.FANTASY_DESIRE : fantasyBank.FANTASY_SCENE;
    const templates = deck(bank.map((template) => template.replace('{wish}', wish)));
    lines.push(() => prose.draw(templates));
  }
  if (motifs.length > 0) {
    const chosen = new Deck(motifs, rng);
    for (let i = 0; i < Math.min(FANTASY_AT.length - lines.length, motifs.length); i++) {
      const motif = deck(chosen.draw());
      lines.push(() => prose.draw(motif));
    }
  }
  return lines;
}

/** Each person by their whole name the first time in the chapter ("Dr. Ana de la Cruz"), then as they are called ("Ana"). */
function introducedOnce(text: string, people: Person[]): string {
  return people.reduce((out, { name, called }) => {
    const first = out.indexOf(name);
    if (first < 0 || name === called) return out;
    const after = first + name.length;
    return out.slice(0, after) + out.slice(after).split(name).join(called);
  }, text);
}

const calledByShortName = (text: string, people: Person[]) =>
  people.reduce((out, { name, called }) => out.split(name).join(called), text);

const optionOf = (choice: string) => story.CHOICE_OPTIONS.findIndex((o) => o.match.test(choice.trim()));

function laneOf(instruction: WriteChapterRequest['instruction']): number | undefined {
  if (instruction.kind !== 'choice') return undefined;
  const option = optionOf(instruction.choice);
  return option < 0 ? undefined : option % LANES;
}

/** The chapter's first lines: the first meeting, the chosen option taken up, the direction, or the next day. */
function openingOf(request: WriteChapterRequest, s: Story, prose: Prose, rng: Rng): string[] {
  const { instruction } = request;
  const deck = (items: readonly string[]) => new Deck(items, rng);
  const chosenSpot = rng.pick(s.setting.place.spots);
  const out: (string | undefined)[] = [];
  if (instruction.kind === 'open') {
    out.push(prose.draw(deck(story.OPENING)), prose.draw(deck(story.ARRIVAL)));
  } else if (instruction.kind === 'choice') {
    const option = story.CHOICE_OPTIONS[optionOf(instruction.choice)];
    const spot = s.setting.place.spots.find((p) => instruction.choice.includes(p)) ?? chosenSpot;
    const follow = option?.follow ?? story.CHOICE_OPTIONS[rng.int(story.CHOICE_OPTIONS.length)].follow;
    for (const line of follow) out.push(prose.once(line, { chosenSpot: spot }));
  } else {
    const direction = instruction.prompt?.trim();
    if (direction) {
      // The owner's own words come first, so what they asked for is in the chapter; a known wish then plays out.
      out.push(prose.draw(deck(story.DIRECTION_AS_WRITTEN), { direction: asClause(direction) }));
      const known = story.DIRECTIONS.find((d) => d.match.test(direction));
      if (known) for (const line of known.follow) out.push(prose.once(line, { chosenSpot }));
    } else {
      out.push(prose.draw(deck(story.CONTINUATION)));
    }
  }
  // The place the owner described, in their words, in every chapter.
  const described = request.settings.settingDescription?.trim();
  if (described) out.push(prose.draw(deck(story.PLACE_AS_WRITTEN), { described: asClause(described) }));
  return out.filter((l): l is string => Boolean(l));
}

/** The place's mystery: opened in chapter 1, kept alive while it stays in the memory, resolved at the end. */
function threadSentence(request: WriteChapterRequest, s: Story, beat: Beat): string | undefined {
  const { thread } = s.setting.place;
  if (request.chapterNumber === 1 && beat !== 'resolution') return thread.open;
  if (!s.placeThreadOpen) return undefined;
  if (beat === 'resolution') return thread.resolve;
  return beat === 'tension' || beat === 'turn' || request.chapterNumber % 3 === 0 ? thread.echo : undefined;
}

function endingOf(request: WriteChapterRequest, s: Story, prose: Prose, rng: Rng) {
  const deck = (items: readonly string[]) => new Deck(items, rng);
  if (request.instruction.kind === 'conclude') {
    // Threads the owner wrote into the memory are resolved too, in the owner's words.
    const own = s.memory.threads.filter(
      (t) => t !== s.setting.place.thread.memo && t !== s.setting.relationship.obstacle,
    );
    const settled = own.slice(0, 2).map((t) =>
      prose.once('And {thread}: that, too, was settled at last, and more kindly than either had feared.', {
        thread: asClause(t),
      }),
    );
    const sentences = [
      ...settled,
      prose.draw(deck(s.setting.relationship.resolution)),
      prose.draw(deck(story.FINAL_LINES)),
    ];
    return { sentences: sentences.filter((l): l is string => Boolean(l)), choices: [] };
  }
  if (request.chapterNumber % 2 === 0) {
    return { sentences: [prose.draw(deck(story.INTERLUDE))].filter((l): l is string => Boolean(l)), choices: [] };
  }
  const r = new Renderer(s.hero, s.beloved, {});
  // Options in different lanes, so each leads to a chapter in its own words.
  const options = story.CHOICE_OPTIONS.map((option, index) => ({ option, lane: index % LANES })).filter(
    ({ option }) => option.key !== 'thread' || s.placeThreadOpen,
  );
  const pool = new Deck(options, rng);
  const count = 2 + rng.int(2);
  const offered: { text: string; lane: number }[] = [];
  for (let i = 0; i < options.length * 2 && offered.length < count; i++) {
    const { option, lane } = pool.draw();
    if (offered.some((o) => o.lane === lane)) continue;
    const text = r.render(option.offer, {
      spot: rng.pick(s.setting.place.spots),
      threadMemo: s.setting.place.thread.memo,
    });
    offered.push({ text, lane });
  }
  return {
    sentences: [prose.draw(deck(story.TURNING_POINT))].filter((l): l is string => Boolean(l)),
    choices: offered.map((o) => o.text),
  };
}

function memoryAfter(request: WriteChapterRequest, s: Story, beat: Beat, choices: string[]): string {
  const { place, relationship } = s.setting;
  const { settings, instruction, chapterNumber } = request;
  const fresh = request.memory.trim() === '';
  const { memory } = s;
  const threads = fresh ? [place.thread.memo, relationship.obstacle] : [...memory.threads];
  const resolved = instruction.kind === 'conclude';
  const happened = {
    meeting: `${s.hero.name} and ${s.beloved.name} meet at ${place.name}.`,
    tension: `What keeps them apart: ${relationship.obstacle}.`,
    turn: `Everything turns between ${s.hero.name} and ${s.beloved.name}.`,
    confession: `${s.hero.name} and ${s.beloved.name} say what they feel.`,
    intimacy: `${s.hero.name} and ${s.beloved.name} grow closer.`,
    resolution: 'The story ends, its threads resolved.',
  }[beat];
  const steer =
    instruction.kind === 'choice'
      ? ` Chosen: ${instruction.choice.trim()}.`
      : instruction.kind !== 'open' && instruction.prompt?.trim()
        ? ` Asked for: ${asClause(instruction.prompt)}.`
        : '';
  const next = choices.length > 0 ? ` Choices offered: ${choices.join(' / ')}.` : '';
  return writeMemory({
    people: [s.hero, s.beloved],
    places: fresh
      ? [`${place.name} (${settings.location.trim() || 'anywhere'}), ${settings.timePeriod.trim() || 'today'}`]
      : memory.places,
    facts: fresh ? [`${s.hero.name} and ${s.beloved.name} are ${relationship.memo}.`] : memory.facts,
    threads: resolved ? [] : threads,
    summary: [...memory.summary, `Chapter ${chapterNumber}, ${BEAT_LABELS[beat]}: ${happened}${steer}${next}`],
  });
}

function chunk(sentences: string[], rng: Rng): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < sentences.length;) {
    const size = rng.pick(PARAGRAPH_SIZES);
    out.push(sentences.slice(i, i + size));
    i += size;
  }
  return out;
}

/** A reader's words as a clause inside a sentence: trimmed, final punctuation dropped, bounded. */
function asClause(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = trimEndWhile(clean, (c) => /[.!?;:,\s]/.test(c));
  return end.length > 240 ? `${withoutLastWord(end.slice(0, 240))}…` : end;
}
