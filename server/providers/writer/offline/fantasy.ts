import { FANTASY_MOTIFS } from './banks/fantasy';

/**
 * What the built-in writer takes from the reader's fantasy (the wizard's "Your fantasy", moderated
 * before any chapter is written): one wish in a few of the reader's own words, turned from the first
 * person to the protagonist, and the motifs the text names, each told by sentences of our own. A
 * long passage is never copied: a wish is a single short clause or nothing.
 */
export interface FantasyThreads {
  /** A template fragment ("to be kissed in the rain by {B}"), or undefined when none could be drawn. */
  wish?: string;
  /** How the wish reads: a desire ("to …", "for …", "being …") or a scene ("a stranger on a night train"). */
  wishKind: 'desire' | 'scene';
  /** Sentences (templates) for the motifs the fantasy names, in the order the motifs are listed. */
  motifs: string[][];
}

const MAX_WISH_WORDS = 14;
const MIN_WISH_WORDS = 2;

const DESIRE =
  /\b(?:i|i'd|i would|i've always|i have always|i've)\s+(?:really\s+|secretly\s+|always\s+)?(?:want(?:ed)?|love|wish(?:ed)?|long(?:ed)?|dream(?:ed|t)?|crave|fantasi[sz]ed?|fantasi[sz]e|imagined?|need)\s+(?:(to|of|about|for|that)\s+)?(\S[^.!?;\n]*)/i;
/** Where a clause ends: what follows is another thought, and the wish stays short. */
const CLAUSE_END = /[,:()"“”]|\s(?:and then|but|because|while|until|so that|so|or)\s/i;
/** The reader's first person, and their "you" (the one they desire), as the story's people. */
const PERSON_WORDS: Record<string, string> = {
  me: '{a.obj}',
  my: '{a.possessive}',
  myself: '{a.reflexive}',
  you: '{B}',
  your: '{b.possessive}',
  yourself: '{b.reflexive}',
  we: 'they',
  us: 'them',
  our: 'their',
  ourselves: 'themselves',
};
/** A clause whose own subject is "I" would need its verbs changed too: it is left out rather than misquoted. */
const FIRST_PERSON_SUBJECT = /\b(?:i|i'm|i'd|i've|i'll|am)\b/i;

/** Words that start a clause in lower case once it follows a colon. */
const LOWER_FIRST = /^(?:a|an|the|he|she|they|it|his|her|their|being|to|someone|somebody|two|one)$/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function asStoryWords(clause: string): string | undefined {
  const cut = clause
    .split(CLAUSE_END)[0]
    .trim()
    .replace(/[^\p{L}\p{N}'’ -]/gu, '');
  const list = words(cut);
  if (list.length < MIN_WISH_WORDS || list.length > MAX_WISH_WORDS || FIRST_PERSON_SUBJECT.test(cut)) return undefined;
  const [first, ...rest] = list.map((word) => PERSON_WORDS[word.toLowerCase()] ?? word);
  // The clause's first word is no sentence start: "A ball in Venice" reads "a ball in Venice"; "Me and …" is the protagonist.
  const lead = first === '{a.obj}' ? '{A}' : LOWER_FIRST.test(first) ? first.toLowerCase() : first;
  return [lead, ...rest].join(' ');
}

function wishOf(text: string): Pick<FantasyThreads, 'wish' | 'wishKind'> {
  const desire = DESIRE.exec(text);
  if (desire) {
    const [, link = '', rest] = desire;
    const clause = asStoryWords(rest);
    if (clause) {
      const lead = link === 'to' || link === 'that' || link === 'for' ? `${link} ` : '';
      // "I want a stranger to seduce me": a wish for someone to do something.
      const forSomeone = !lead && /\bto\b/i.test(clause) && !/^to\b/i.test(clause) ? 'for ' : '';
      return { wish: `${lead || forSomeone}${clause}`, wishKind: 'desire' };
    }
  }
  const first = text.split(/[.!?;\n]/)[0] ?? '';
  const scene = asStoryWords(first);
  return scene ? { wish: scene, wishKind: 'scene' } : { wishKind: 'scene' };
}

export function fantasyOf(text: string | undefined): FantasyThreads {
  const clean = (text ?? '').replace(/[{}]/g, '').replace(/’/g, "'").replace(/\s+/g, ' ').trim();
  if (!clean) return { wishKind: 'scene', motifs: [] };
  return {
    ...wishOf(clean),
    motifs: FANTASY_MOTIFS.filter(({ match }) => match.test(clean)).map(({ lines }) => lines),
  };
}
