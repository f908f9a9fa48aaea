/**
 * A conservative check for a teaser shown to visitors who have not verified their age: it flags a
 * sentence that speaks of bodies, undressing, touch or desire. It would rather hide an innocent
 * sentence than show a frank one. Word stems were chosen from the development half of the corpus in
 * explicitness.test.ts; its held-out half measures them.
 */
const EXPLICIT_STEMS = [
  'naked',
  'nude',
  'bare',
  'dress',
  'undress',
  'undid',
  'unbutton',
  'button',
  'unzip',
  'strip',
  'breast',
  'nipple',
  'thigh',
  'hips',
  'groin',
  'spine',
  'collarbone',
  'skin',
  'touch',
  'heat',
  'breathless',
  'cry',
  'body',
  'bodies',
  'curve',
  'lower',
  'moan',
  'gasp',
  'shiver',
  'trembl',
  'arch',
  'arous',
  'desire',
  'want',
  'lust',
  'hungry',
  'hunger',
  'pleasure',
  'climax',
  'orgasm',
  'erect',
  'thrust',
  'penetrat',
  'sex',
  'lick',
  'suck',
  'stroke',
  'straddl',
  'bed',
  'sheets',
  'wander',
  'roam',
  'loosen',
  'garment',
  'clothes',
  'cloth',
  'lingerie',
  'underwear',
  'wet',
  'cock',
  'dick',
  'pussy',
  'clit',
  'cum',
  'fuck',
  'aroused',
] as const;

/** Letters only, lower-cased, so punctuation and typographic quotes never hide a word. */
const wordsOf = (sentence: string) =>
  sentence
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

export function isExplicit(sentence: string): boolean {
  return wordsOf(sentence).some((word) => EXPLICIT_STEMS.some((stem) => word.startsWith(stem)));
}
