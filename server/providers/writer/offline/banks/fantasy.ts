/**
 * The reader's fantasy woven in (../fantasy.ts): {wish} is a short clause of their own words, with the
 * first person turned into the protagonist ("to be kissed in the rain by {B}").
 */
export const FANTASY_DESIRE = [
  '{A} had carried one wish for longer than {a} could say: {wish}.',
  'It was the wish {A} had never said aloud to anyone: {wish}.',
  'And the wish {A} had come here with felt closer than ever: {wish}.',
  'Some nights {A} let {a.reflexive} think about it plainly: {wish}.',
];

/** The fantasy told as a scene ("a stranger on a night train"), when it says no wish in so many words. */
export const FANTASY_SCENE = [
  'In {A}’s daydreams it had always gone something like this: {wish}.',
  '{A} had pictured it more often than {a} would ever admit: {wish}.',
  'It was the picture {A} kept coming back to: {wish}.',
];

/** Motifs a fantasy may name, each with sentences of our own that bring it into the scene. */
export const FANTASY_MOTIFS: Array<{ match: RegExp; lines: string[] }> = [
  {
    match: /\b(rain|storm|thunder|downpour)/i,
    lines: [
      'Rain began somewhere beyond the walls, soft at first, and {A} felt it had been waiting for the two of them.',
      'The storm outside gave them every excuse to stay exactly where they were.',
    ],
  },
  {
    match: /\bdanc/i,
    lines: [
      '{B} held out a hand as if asking for a dance, and {A} took it before {a} had decided to.',
      'They danced badly and did not care, close enough that the steps stopped mattering.',
    ],
  },
  {
    match: /\b(stranger|unknown|mysterious|anonymous)/i,
    lines: [
      '{A} knew almost nothing about {B}, and that, {a} admitted, was most of the thrill.',
      'A stranger ought to feel like a risk; {B} felt like a door left open on purpose.',
    ],
  },
  {
    match: /\b(mask|masquerade|costume)/i,
    lines: ['A mask would have hidden less than the look {B} gave {a.obj} then.'],
  },
  {
    match: /\b(boss|office|desk|colleague|co-?worker|meeting room|after hours)/i,
    lines: [
      'There were rules about this sort of thing at work, and both of them knew every one of them.',
      'The last lights of the office went out one by one, and neither of them reached for a coat.',
    ],
  },
  {
    match: /\b(letter|note|message|text(ed|s)?)\b/i,
    lines: ['A folded note found its way into {A}’s hand, in writing {a} already knew was {B}’s.'],
  },
  {
    match: /\b(secret|hidden|forbidden|nobody (?:knows|can know)|sneak)/i,
    lines: [
      'Whatever happened tonight would stay a secret between the two of them, and that made it sweeter.',
      'Nobody else could know, and the not-knowing of everyone else hummed between them like a live wire.',
    ],
  },
  {
    match: /\b(slow|slowly|take (?:our|their|my) time|savou?r|patient)/i,
    lines: ['Neither of them was in any hurry; the slowness, {A} understood, was the whole point.'],
  },
  {
    match: /\b(candle|candlelight|fireplace|fire\b)/i,
    lines: ['Candlelight moved over {B}’s face, and {A} stopped pretending to look anywhere else.'],
  },
  {
    match: /\b(wine|champagne|cocktail|whisky|whiskey|bar\b)/i,
    lines: ['A glass was poured for each of them, and neither drank much of it.'],
  },
  {
    match: /\b(train|journey|road trip|flight|travel)/i,
    lines: ['The journey had a way of making every ordinary rule feel very far behind them.'],
  },
  {
    match: /\b(again|ex\b|second chance|years ago|reunion|reunite)/i,
    lines: ['Years had passed, and still {B} knew exactly how to make {A} forget every one of them.'],
  },
  {
    match: /\b(in control|take charge|takes charge|command|dominan|submit)/i,
    lines: ['{B} liked to lead, and {A} found, with some surprise, how much {a} liked to be led, safe and sure.'],
  },
  {
    match: /\b(sea|ocean|beach|waves|swim|pool|bath)/i,
    lines: ['Water was never far from {A}’s thoughts that night, cool and dark and inviting.'],
  },
];
