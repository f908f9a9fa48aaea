/** Details that keep the prose inside its time period, matched from the free-text timePeriod. */
export interface PeriodVocabulary {
  keywords: RegExp;
  light: string[];
  /** Without an article: it follows a possessive (“Elena’s silk blouse”). */
  garment: string[];
  object: string[];
}

export const PERIODS: PeriodVocabulary[] = [
  {
    keywords: /mediev|middle age|viking|ancient|roman|greek|egypt|renaissance|knight|feudal|tudor/,
    light: [
      'torchlight',
      'the glow of tallow candles',
      'the red heart of a brazier',
      'moonlight through an arrow slit',
    ],
    garment: ['woollen cloak', 'laced linen shift', 'embroidered tunic', 'velvet doublet'],
    object: [
      'a pewter goblet',
      'a letter sealed with wax',
      'a sword laid aside on the bench',
      'a lute leaning against the wall',
    ],
  },
  {
    keywords: /victorian|regency|edwardian|georgian|18\d\d|17\d\d|1800|19th|belle|gilded/,
    light: ['gaslight', 'the gold of an oil lamp', 'a candelabra’s trembling flames', 'firelight in a marble hearth'],
    garment: ['high-collared gown', 'silk blouse', 'frock coat', 'tailored waistcoat'],
    object: ['a dance card', 'a pocket watch on its chain', 'a folded calling card', 'a fan of painted silk'],
  },
  {
    keywords: /19[2-8]0|twenties|roaring|jazz|retro|fifties|sixties|seventies|eighties|prohibition|noir/,
    light: [
      'the amber glow of a desk lamp',
      'neon buzzing over the door',
      'the flare of a match',
      'a chandelier dimmed for the last dance',
    ],
    garment: ['beaded dress', 'double-breasted jacket', 'satin blouse', 'pinstripe waistcoat'],
    object: [
      'a gramophone turning slowly',
      'a cocktail glass beaded with cold',
      'a rotary telephone',
      'a record spinning in its sleeve',
    ],
  },
  {
    keywords: /futur|sci|cyber|2[1-9]\d\d|space|tomorrow|dystop|utopi/,
    light: [
      'the cool blue of a holo-display',
      'bioluminescent strips in the walls',
      'the pulse of status lights',
      'the glow of a city-sized screen',
    ],
    garment: ['fitted jacket', 'flight suit', 'coat threaded with faint light', 'shimmering tunic'],
    object: [
      'a data-slate dimmed to sleep',
      'a glass of something luminous',
      'a small drone hovering politely',
      'a projected map slowly turning',
    ],
  },
];

export const PRESENT_DAY: Omit<PeriodVocabulary, 'keywords'> = {
  light: [
    'the soft light of a bedside lamp',
    'string lights',
    'the glow of a phone turned face-down',
    'candles in glass jars',
  ],
  garment: ['soft cotton shirt', 'summer dress', 'well-cut jacket', 'silk shirt'],
  object: [
    'two glasses of wine',
    'a phone left forgotten on the table',
    'a half-read paperback',
    'a playlist murmuring from a speaker',
  ],
};
