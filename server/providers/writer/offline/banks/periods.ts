/**
 * What keeps the prose inside its time period: names, light, clothes, objects, drinks and music,
 * matched from the free-text timePeriod. `foreign` lists words that would betray another era
 * (the property suite checks the prose never uses them).
 */
export interface PeriodBank {
  id: string;
  keywords: RegExp;
  names: { female: string[]; male: string[]; neutral: string[] };
  /** Roles for characters whose description names none. */
  roles: string[];
  /** Distinguishing details for characters whose description gives none (noun phrases). */
  features: string[];
  light: string[];
  /** Without an article: it follows a possessive ("Elena’s silk blouse"). */
  garment: string[];
  /** With an article. */
  prop: string[];
  drink: string[];
  music: string[];
  foreign: RegExp;
}

const MODERN_TECH =
  /\b(phones?|smartphone|texts?|texted|laptop|screens?|neon|taxis?|cars?|electric|electricity|lift|elevator|playlist|speaker|headlights|cocktail|jazz|gramophone|records?|holo\w*|drones?|data-slate|wi-?fi|email|selfie|zip|telegram)\b/i;
const BEFORE_1900 =
  /\b(phones?|smartphone|texts?|texted|laptop|screens?|neon|taxis?|electric|electricity|elevator|playlist|speaker|headlights|cocktail|jazz|gramophone|holo\w*|drones?|data-slate|wi-?fi|email|selfie|zip)\b/i;

export const PERIODS: PeriodBank[] = [
  {
    id: 'victorian',
    keywords: /victorian|edwardian|gilded|belle|18[4-9]\d|19th/,
    names: {
      female: ['Eliza', 'Florence', 'Beatrice', 'Adelaide', 'Clara', 'Harriet', 'Lavinia', 'Ottilie', 'Rosalind'],
      male: ['Edmund', 'Arthur', 'Frederick', 'Jasper', 'Lucius', 'Ambrose', 'Tobias', 'Alistair', 'Henry'],
      neutral: ['Ellery', 'Marlow', 'Linden', 'Avery', 'Sidney', 'Merritt', 'Lindsay', 'Carey'],
    },
    roles: ['botanist', 'governess', 'engineer', 'novelist', 'heir', 'surgeon'],
    features: ['pocket watch on a worn chain', 'ink-stained cuff', 'cameo brooch at the throat', 'ivory-handled cane'],
    light: [
      'gaslight',
      'the gold of an oil lamp',
      'the trembling flames of a candelabra',
      'firelight in a marble hearth',
    ],
    garment: ['high-collared gown', 'frock coat', 'tailored waistcoat', 'lace cuffs', 'velvet jacket'],
    prop: [
      'a dance card',
      'a pocket watch on its chain',
      'a folded calling card',
      'a fan of painted silk',
      'a sealed letter',
    ],
    drink: ['sherry', 'hot chocolate', 'claret', 'strong tea'],
    music: ['a piano in the next room', 'a string quartet', 'a music-box waltz'],
    foreign: BEFORE_1900,
  },
  {
    id: 'regency',
    keywords: /regency|georgian|austen|18[01]\d|17\d\d/,
    names: {
      female: ['Cassandra', 'Georgiana', 'Henrietta', 'Louisa', 'Arabella', 'Caroline', 'Eleanor', 'Sophia'],
      male: ['Fitzwilliam', 'Sebastian', 'Edward', 'Benedict', 'Charles', 'Frederick', 'Nathaniel', 'Laurence'],
      neutral: ['Ashby', 'Darcy', 'Ellis', 'Marlowe', 'Sinclair', 'Winter', 'Lennox'],
    },
    roles: ['heiress', 'duke', 'painter', 'captain', 'widow', 'poet'],
    features: [
      'signet ring',
      'miniature portrait kept in a locket',
      'riding crop tucked under one arm',
      'pearl-drop earrings',
    ],
    light: ['candlelight', 'the glow of a chandelier', 'firelight', 'the first grey light through tall sash windows'],
    garment: ['empire-waisted gown', 'cravat', 'riding coat', 'kid gloves', 'spencer jacket'],
    prop: ['a dance card', 'a snuffbox', 'a letter sealed with wax', 'a fan of painted silk', 'a volume of poetry'],
    drink: ['ratafia', 'madeira', 'champagne', 'negus'],
    music: ['a pianoforte', 'a country dance', 'a harp in the drawing room'],
    foreign: BEFORE_1900,
  },
  {
    id: 'medieval',
    keywords: /mediev|middle age|viking|knight|feudal|arthur|crusad|1[0-4]\d\d/,
    names: {
      female: ['Isolde', 'Aveline', 'Matilda', 'Rowena', 'Elspeth', 'Gwendolyn', 'Maud', 'Sibyl'],
      male: ['Gawain', 'Aldric', 'Tristan', 'Roland', 'Godfrey', 'Osric', 'Percival', 'Benedek'],
      neutral: ['Wren', 'Rook', 'Linnet', 'Aubrey', 'Corin', 'Sorrel', 'Merle'],
    },
    roles: ['knight', 'healer', 'falconer', 'minstrel', 'smith', 'scribe'],
    features: [
      'scar through one eyebrow',
      'ring of twisted silver',
      'cloak pinned with a bronze brooch',
      'braid bound with leather',
    ],
    light: [
      'torchlight',
      'the glow of tallow candles',
      'the red heart of a brazier',
      'moonlight through an arrow slit',
    ],
    garment: ['woollen cloak', 'laced linen shift', 'embroidered tunic', 'leather jerkin', 'fur-lined mantle'],
    prop: [
      'a pewter goblet',
      'a letter sealed with wax',
      'a sword laid aside on the bench',
      'a lute against the wall',
      'a horn cup',
    ],
    drink: ['mead', 'spiced wine', 'ale', 'cider'],
    music: ['a lute', 'a minstrel’s song', 'a drum and pipe'],
    foreign: new RegExp(
      `${BEFORE_1900.source}|\\b(clocks?|pocket watch|gaslight|piano|cigar|coffee|chocolate|pistol|trousers)\\b`,
      'i',
    ),
  },
  {
    id: 'renaissance',
    keywords: /renaiss|tudor|elizabeth|baroque|15\d\d|16\d\d|venetian|medici/,
    names: {
      female: ['Lucrezia', 'Bianca', 'Caterina', 'Isabella', 'Beatrice', 'Giulia', 'Ottavia', 'Simonetta'],
      male: ['Lorenzo', 'Alessandro', 'Matteo', 'Giovanni', 'Rafael', 'Orsino', 'Cosimo', 'Valerio'],
      neutral: ['Dario', 'Celio', 'Andrea', 'Fiore', 'Sasha', 'Noa', 'Vesper'],
    },
    roles: ['painter', 'sculptor', 'merchant', 'poet', 'duellist', 'apothecary'],
    features: [
      'paint under the fingernails',
      'pearl at one ear',
      'ring bearing a family crest',
      'mask of gilded leather',
    ],
    light: [
      'candlelight',
      'the gold of a hundred tapers',
      'lantern light on the water',
      'sunset through stained glass',
    ],
    garment: ['brocade doublet', 'silk bodice', 'velvet sleeves', 'embroidered gown', 'linen chemise'],
    prop: [
      'a sketchbook of red chalk',
      'a carnival mask',
      'a goblet of Venetian glass',
      'a folded sonnet',
      'a lute with a broken string',
    ],
    drink: ['red wine', 'malmsey', 'spiced wine', 'cordial'],
    music: ['a lute', 'a viol', 'voices singing a madrigal'],
    foreign: new RegExp(`${BEFORE_1900.source}|\\b(gaslight|piano|cigar|pocket watch)\\b`, 'i'),
  },
  {
    id: 'twenties',
    keywords: /19[2-3]\d|twenties|roaring|jazz|gatsby|prohibition|art deco|flapper/,
    names: {
      female: ['Daisy', 'Zelda', 'Margot', 'Josephine', 'Vera', 'Dorothy', 'Louise', 'Violet', 'Greta'],
      male: ['Theodore', 'Jack', 'Clarence', 'Harold', 'Felix', 'Leonard', 'Rudy', 'Archie'],
      neutral: ['Frankie', 'Jo', 'Billie', 'Sidney', 'Lou', 'Charlie', 'Remy'],
    },
    roles: ['singer', 'journalist', 'pilot', 'heiress', 'bootlegger', 'photographer'],
    features: ['silver cigarette case', 'string of long pearls', 'fedora tipped low', 'bobbed hair and a beauty mark'],
    light: [
      'the amber glow of a table lamp',
      'electric bulbs in frosted shades',
      'the flare of a match',
      'a chandelier dimmed low',
    ],
    garment: ['beaded dress', 'double-breasted jacket', 'silk stockings', 'pinstripe waistcoat', 'cloche hat'],
    prop: [
      'a gramophone',
      'a champagne coupe',
      'a telegram folded small',
      'a long cigarette holder',
      'a jazz record in its sleeve',
    ],
    drink: ['champagne', 'gin fizz', 'bootleg whiskey', 'a sidecar'],
    music: ['a jazz band', 'a gramophone', 'a trumpet somewhere'],
    foreign:
      /\b(phones? (?:buzz|screen)|smartphone|texted|laptop|screens?|playlist|holo\w*|drones?|data-slate|wi-?fi|email|selfie|neon)\b/i,
  },
  {
    id: 'ancient',
    keywords: /ancient|roman|rome|greek|greece|egypt|pharaoh|antiquity|classical|pompeii|athens|sparta/,
    names: {
      female: ['Livia', 'Cassia', 'Ione', 'Thalia', 'Aurelia', 'Daphne', 'Nefret', 'Phaedra'],
      male: ['Marcus', 'Lucan', 'Theron', 'Cassius', 'Darius', 'Alexios', 'Quintus', 'Leander'],
      neutral: ['Ariston', 'Kallias', 'Nikos', 'Sabi', 'Ilias', 'Eos', 'Demos'],
    },
    roles: ['charioteer', 'scholar', 'priestess', 'sculptor', 'general', 'merchant'],
    features: [
      'gold armband shaped like a serpent',
      'laurel tattoo at the wrist',
      'kohl-dark eyes',
      'bronze ring worn smooth',
    ],
    light: ['oil lamps', 'torchlight', 'the red glow of a brazier', 'moonlight on marble'],
    garment: ['linen chiton', 'wool toga', 'silk stola', 'bronze-clasped cloak', 'gold-bordered tunic'],
    prop: ['a wax tablet', 'a cup of painted clay', 'a scroll tied with ribbon', 'a lyre', 'a bowl of figs'],
    drink: ['watered wine', 'honeyed wine', 'pomegranate juice', 'cool well water'],
    music: ['a lyre', 'a flute', 'drums from the temple'],
    foreign: new RegExp(
      `${BEFORE_1900.source}|\\b(clocks?|pocket watch|gaslight|piano|cigar|coffee|chocolate|tea|pistol|trousers|paper)\\b`,
      'i',
    ),
  },
  {
    id: 'futuristic',
    keywords: /futur|sci-?fi|cyber|2[1-9]\d\d|space|tomorrow|dystop|utopi|starship|android/,
    names: {
      female: ['Nova', 'Lyra', 'Kaia', 'Seren', 'Juno', 'Astra', 'Mira', 'Vela'],
      male: ['Orion', 'Kai', 'Caspian', 'Zane', 'Ronan', 'Idris', 'Silas', 'Elio'],
      neutral: ['Sol', 'Ren', 'Echo', 'Sky', 'Ash', 'Rio', 'Lux', 'Vesper'],
    },
    roles: ['pilot', 'engineer', 'botanist', 'medic', 'diplomat', 'navigator'],
    features: [
      'thin line of light tattooed along one wrist',
      'silver-grey eyes',
      'scar from a decompression accident',
      'jacket threaded with faint light',
    ],
    light: [
      'the cool blue of a holo-display',
      'bioluminescent strips in the walls',
      'the pulse of status lights',
      'the glow of a city-sized screen',
    ],
    garment: ['fitted jacket', 'flight suit', 'coat threaded with faint light', 'shimmering tunic'],
    prop: [
      'a data-slate',
      'a glass of something luminous',
      'a small drone hovering politely',
      'a projected map slowly turning',
    ],
    drink: ['synth-wine', 'something luminous', 'real coffee, a rare luxury', 'chilled plum spirit'],
    music: ['an old song on a holo-loop', 'low synth music', 'a singer’s recorded voice'],
    foreign: /\b(gaslight|candelabra|tallow|quill|corset|carriage horse|telegram|gramophone|sword)\b/i,
  },
];

export const CONTEMPORARY: PeriodBank = {
  id: 'contemporary',
  keywords: /contemporary|modern|present|today|now|20[0-2]\d/,
  names: {
    female: ['Elena', 'Maya', 'Chloe', 'Nadia', 'Isla', 'Zoe', 'Leila', 'Hannah', 'Sara'],
    male: ['Julian', 'Mateo', 'Noah', 'Adam', 'Leo', 'Sam', 'Daniel', 'Omar', 'Luca'],
    neutral: ['Rowan', 'Jules', 'Quinn', 'Riley', 'Sasha', 'Alex', 'Robin', 'Kit'],
  },
  roles: ['architect', 'chef', 'lawyer', 'musician', 'designer', 'doctor'],
  features: [
    'crooked smile',
    'faded tattoo on one forearm',
    'reading glasses pushed up into the hair',
    'leather bracelet',
  ],
  light: ['the soft light of a bedside lamp', 'string lights', 'candles in glass jars', 'the blue of a screen left on'],
  garment: ['cotton shirt', 'summer dress', 'well-cut jacket', 'silk shirt', 'soft sweater'],
  prop: ['a phone left face-down', 'two glasses of wine', 'a half-read paperback', 'a speaker murmuring a playlist'],
  drink: ['wine', 'espresso', 'gin and tonic', 'cold beer'],
  music: ['a playlist', 'a song on the radio', 'a band two streets away'],
  foreign:
    /\b(gaslight|candelabra|tallow|quill|corset|carriage horse|telegram|gramophone|holo\w*|data-slate|drones?|sword)\b/i,
};

/** Free-text periods nothing matches: no technology, nothing that would date the scene. */
export const TIMELESS: PeriodBank = {
  ...CONTEMPORARY,
  id: 'timeless',
  light: ['lamplight', 'the last light of the day', 'candlelight', 'moonlight'],
  garment: ['linen shirt', 'long coat', 'simple dress', 'wool jacket'],
  prop: ['two glasses of wine', 'a letter left unopened', 'a book with a cracked spine', 'a bowl of ripe fruit'],
  drink: ['wine', 'tea', 'something strong'],
  music: ['a song from somewhere', 'a fiddle far off', 'someone singing'],
  foreign: MODERN_TECH,
};

export function periodOf(timePeriod: string): PeriodBank {
  const t = timePeriod.toLowerCase();
  if (!t.trim()) return CONTEMPORARY;
  return PERIODS.find((p) => p.keywords.test(t)) ?? (CONTEMPORARY.keywords.test(t) ? CONTEMPORARY : TIMELESS);
}
