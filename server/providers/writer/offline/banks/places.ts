import { WIZARD_LOCATIONS } from '#common/catalogue/storyChoices';
/**
 * Every location of the wizard, with its own imagery, spots and plot thread, matched from the
 * free-text location. Nothing here names a technology, so a place suits any period. `signature`
 * lists words only that place uses (the property suite checks they never leak elsewhere).
 */
export interface PlaceBank {
  id: string;
  keywords: RegExp;
  /** How the prose names the place, with its article. */
  name: string;
  /** Corners of the place where a scene can happen, with their article. */
  spots: string[];
  sight: string[];
  sound: string[];
  scent: string[];
  texture: string[];
  /** Past-tense actions the place invites, after a subject ("walked the length of the boardwalk"). */
  pastime: string[];
  /** A small mystery the place opens in chapter 1, echoes later and the conclusion resolves. */
  thread: { open: string; echo: string; resolve: string; memo: string };
  signature: RegExp;
  coastal: boolean;
}

export const PLACES: PlaceBank[] = [
  {
    id: 'beach',
    keywords: /\b(?:beach(?:es)?|coast(?:al)?|seaside|riviera|shore|bay)\b/,
    name: 'the resort',
    spots: [
      'the boardwalk',
      'the terrace above the bay',
      'a cabana at the end of the beach',
      'the pool under the palms',
    ],
    sight: [
      'the long silver line of the surf',
      'lanterns swaying along the boardwalk',
      'the pale curve of the sand under the moon',
      'a row of parasols folded for the night',
      'foam gathering and vanishing at the water’s edge',
    ],
    sound: [
      'the slow hush of the surf',
      'a guitar somewhere down the beach',
      'palm fronds rattling in the breeze',
      'glasses clinking on the terrace',
      'gulls settling on the rocks',
    ],
    scent: [
      'salt and sun-warmed skin',
      'coconut oil and jasmine',
      'sea spray and night-blooming flowers',
      'grilled citrus drifting from the kitchens',
    ],
    texture: [
      'warm sand giving way underfoot',
      'the cool lip of the pool',
      'a linen shirt stiff with salt',
      'driftwood worn pale by the tide',
    ],
    pastime: [
      'walked the length of the boardwalk',
      'waded out until the surf reached their knees',
      'shared a cabana out of the wind',
      'watched the tide go out',
    ],
    thread: {
      open: 'A storm was promised for the end of the week, and the resort was already emptying; whatever happened between them had a deadline.',
      echo: 'The sky over the bay had begun to bruise at the edges: the storm was coming, and the last boats were leaving.',
      resolve:
        'The storm came and went in a single loud night, and when the shutters opened on a washed, glittering morning, neither of them had left.',
      memo: 'a storm is coming and the resort is emptying',
    },
    signature: /\b(boardwalk|parasols?|cabana|surf)\b/i,
    coastal: true,
  },
  {
    id: 'island',
    keywords: /\b(?:islands?|tropic(?:s|al)?|lagoons?|atolls?|caribbean)\b/,
    name: 'the island',
    spots: ['the lagoon', 'a hammock strung between two palms', 'the jetty', 'the path through the hibiscus'],
    sight: [
      'the lagoon turning from jade to ink',
      'hibiscus flowers closing for the night',
      'a reef pale beneath clear water',
      'fishing boats drawn up on white sand',
      'the volcano’s shoulder dark against the stars',
    ],
    sound: [
      'tree frogs singing in the dark',
      'waves breaking far out on the reef',
      'a drum from the village',
      'the creak of the hammock ropes',
    ],
    scent: ['frangipani and salt', 'ripe mango and woodsmoke', 'rain on hot leaves', 'coconut and lime'],
    texture: [
      'coral sand fine as flour',
      'the warm planks of the jetty',
      'a hibiscus petal soft as skin',
      'water warm as a bath',
    ],
    pastime: [
      'swam out over the coral',
      'shared a hammock that was never meant for two',
      'walked the jetty to its end',
      'followed the path through the hibiscus',
    ],
    thread: {
      open: 'The supply boat came once a week, and it would come back for one of them on Sunday.',
      echo: 'Sunday was close now; everyone on the island knew the supply boat’s horn, and listened for it.',
      resolve: 'When the supply boat sounded its horn on Sunday, they waved it off together from the jetty and stayed.',
      memo: 'the supply boat returns on Sunday for one of them',
    },
    signature: /\b(lagoon|hibiscus|coral|hammock|reef)\b/i,
    coastal: true,
  },
  {
    id: 'penthouse',
    keywords: /\b(?:penthouses?|city|loft|rooftops?|skyline|metropolis|downtown|manhattan|skyscrapers?|high-rise)\b/,
    name: 'the penthouse',
    spots: [
      'the terrace high above the streets',
      'the long glass wall of the living room',
      'the kitchen island',
      'the roof garden',
    ],
    sight: [
      'the city spread out below like scattered embers',
      'a thousand lit windows stacked into the night',
      'rooftops running away toward the river',
      'a lone window lit across the avenue',
      'the avenue drawing bright threads through the dark',
    ],
    sound: [
      'the city murmuring far below',
      'rain ticking on the glass',
      'a distant bell counting the hour',
      'wind worrying at the terrace rail',
    ],
    scent: [
      'rain on warm stone',
      'expensive soap and cold air',
      'bread from a bakery that never closed',
      'lilies in a tall vase',
    ],
    texture: [
      'cool glass under a fingertip',
      'the terrace rail still warm from the day',
      'a leather sofa that sighed under them',
      'polished stone floors cold underfoot',
    ],
    pastime: [
      'stood at the glass looking down at the city',
      'cooked something badly at the kitchen island',
      'sat out on the terrace long after midnight',
      'counted the lit windows across the avenue',
    ],
    thread: {
      open: 'The penthouse was sold; the new owners took the keys at the end of the month, and every room was already half in boxes.',
      echo: 'More boxes had appeared in the hall, labelled in a hurried hand; the end of the month was coming fast.',
      resolve:
        'On the last day of the month they handed over the keys together and walked out into the city with one suitcase and no plan but each other.',
      memo: 'the penthouse is sold and must be empty by the end of the month',
    },
    signature: /\b(penthouse|roof garden|glass wall)\b/i,
    coastal: false,
  },
  {
    id: 'cabin',
    keywords: /\b(?:cabins?|mountains?|chalets?|ski|alpine|lodge|snowy?|peaks?)\b/,
    name: 'the cabin',
    spots: ['the porch', 'the hearth', 'the loft under the eaves', 'the path to the frozen lake'],
    sight: [
      'snow falling in slow, fat flakes past the window',
      'the peaks turning rose in the last light',
      'firelight dancing on timber walls',
      'a frozen lake as smooth as a mirror',
      'pines bowed under their white burden',
    ],
    sound: [
      'the crackle and sigh of the fire',
      'wind worrying at the shutters',
      'snow sliding softly off the roof',
      'the deep quiet that only snow can make',
    ],
    scent: ['woodsmoke and pine resin', 'mulled wine and cinnamon', 'cold air and wool', 'cedar warming by the hearth'],
    texture: [
      'a thick wool blanket',
      'the rough bark of a log wall',
      'sheepskin before the fire',
      'fingers stiff with cold slowly thawing',
    ],
    pastime: [
      'split logs for the fire',
      'walked out to the frozen lake',
      'wrapped themselves in one blanket on the porch',
      'watched the snow bury the path',
    ],
    thread: {
      open: 'The pass had closed behind them with the first heavy snow, and until the thaw there was no way down the mountain.',
      echo: 'The snow on the pass was deeper every morning; the thaw, the old woodsman had said, would come when it came.',
      resolve:
        'When the thaw finally opened the pass, they walked down the mountain together, and did not pretend either of them had been waiting for it.',
      memo: 'snowed in until the thaw opens the pass',
    },
    signature: /\b(snow|pines?|thaw)\b/i,
    coastal: false,
  },
  {
    id: 'paris',
    keywords: /\b(?:paris|parisian|montmartre|seine|france|french)\b/,
    name: 'the apartment',
    spots: [
      'the narrow balcony over the street',
      'the zinc bar on the corner',
      'the bridge over the Seine',
      'the stairwell that wound up six floors',
    ],
    sight: [
      'the slate roofs of Paris going blue at dusk',
      'the Seine carrying the lights away',
      'window boxes crowded with geraniums',
      'the dome of Sacré-Cœur pale on its hill',
      'a street musician packing up under the plane trees',
    ],
    sound: [
      'church bells somewhere across the river',
      'an accordion from the café below',
      'rain in the courtyard',
      'shutters banging open across the street',
    ],
    scent: [
      'fresh bread from the boulangerie',
      'wet cobbles and chestnuts',
      'wine and wet stone from the café',
      'lilac in the courtyard',
    ],
    texture: [
      'the iron rail of the balcony',
      'cool zinc under an elbow',
      'a worn wooden stair',
      'old floorboards warm underfoot',
    ],
    pastime: [
      'walked along the Seine until the bridges ran out',
      'shared a carafe at the zinc bar',
      'climbed the six floors laughing',
      'sat on the balcony with their feet between the rails',
    ],
    thread: {
      open: 'Somewhere in the apartment was a bundle of letters the last tenant had hidden and never come back for, and the landlady swore it was a love story.',
      echo: 'They found one of the hidden letters behind a loose board, signed only with an initial, and could not stop wondering how it ended.',
      resolve:
        'The last hidden letter, found at last inside the old stove, said only “I stayed”; they laughed, and put it back for the next lovers to find.',
      memo: 'the hidden letters of the last tenant',
    },
    signature: /\b(Seine|boulangerie|zinc bar|Sacré-Cœur|Paris)\b/i,
    coastal: false,
  },
  {
    id: 'castle',
    keywords: /\b(?:castles?|palaces?|fortress|citadel|chateau|château)\b/,
    name: 'the castle',
    spots: ['the battlements', 'the great hall', 'the tower stair', 'the chapel under the north tower'],
    sight: [
      'tapestries stirring in the draught',
      'candlelight pooling on a long oak table',
      'moonlight through tall narrow windows',
      'a stair sweeping up into shadow',
      'banners hanging still in the great hall',
    ],
    sound: [
      'footsteps echoing on stone',
      'a harp played in some distant hall',
      'the bell in the tower tolling the hour',
      'wind moaning along the battlements',
    ],
    scent: [
      'beeswax and old stone',
      'roses from the walled garden',
      'spiced wine and smoke',
      'lavender pressed between linen',
    ],
    texture: [
      'cold flagstones under bare feet',
      'heavy velvet hangings',
      'the carved edge of a banister',
      'the rough stone of a window seat',
    ],
    pastime: [
      'walked the battlements at dusk',
      'explored the passages behind the great hall',
      'climbed the tower stair',
      'sat in a window seat in the great hall',
    ],
    thread: {
      open: 'There was a locked door at the top of the north tower, and the steward said no one had opened it in forty years.',
      echo: 'The locked door in the north tower had a fresh scratch around its keyhole, as if someone else had been trying it too.',
      resolve:
        'They found the key to the north tower at last, and behind the door only a small bright room with a window over the whole valley; it became theirs.',
      memo: 'the locked door at the top of the north tower',
    },
    signature: /\b(battlements?|great hall|tower stair|north tower)\b/i,
    coastal: false,
  },
  {
    id: 'estate',
    keywords: /\b(?:estates?|manor|country house|mansion|countryside)\b/,
    name: 'the estate',
    spots: ['the orangery', 'the library', 'the long gallery', 'the lake at the foot of the lawns'],
    sight: [
      'lawns rolling down to a still lake',
      'the orangery glowing like a lantern',
      'deer moving at the edge of the park',
      'rows of portraits in the long gallery',
      'an avenue of limes fading into the dusk',
    ],
    sound: [
      'rooks settling in the elms',
      'the gravel drive crunching',
      'a fountain playing in the dark',
      'the library fire settling',
    ],
    scent: [
      'orange blossom from the orangery',
      'cut grass and rain',
      'old books and woodsmoke',
      'roses along the terrace',
    ],
    texture: [
      'the cool marble of the terrace balustrade',
      'leather-bound spines under a fingertip',
      'dew-wet grass',
      'the worn velvet of a library chair',
    ],
    pastime: [
      'walked down to the lake',
      'hid in the library',
      'strolled the long gallery',
      'took the horses out across the park',
    ],
    thread: {
      open: 'The estate was to be sold at the autumn auction unless someone could find the old deed, and the whole household whispered about it.',
      echo: 'The auctioneer’s men had begun measuring the rooms; the old deed, if it existed, had still not been found.',
      resolve:
        'The old deed turned up in the library, pressed inside a book of sonnets, and the autumn auction was called off before the first lot.',
      memo: 'the estate will be auctioned unless the old deed is found',
    },
    signature: /\b(orangery|long gallery|deer|auction\w*)\b/i,
    coastal: false,
  },
  {
    id: 'vineyard',
    keywords: /\b(?:vineyards?|winery|vines|tuscany|tuscan|napa|grape harvest|wine country|chianti|bordeaux)\b/,
    name: 'the vineyard',
    spots: ['the rows of vines', 'the stone cellar', 'the pergola', 'the press house'],
    sight: [
      'vines running in green rows toward the hills',
      'barrels resting in the cellar’s dim',
      'the hills gone gold in the late sun',
      'baskets heaped with dark grapes',
      'swallows dipping over the vines',
    ],
    sound: [
      'crickets keeping time in the rows',
      'the creak of the old press',
      'voices singing in the rows at harvest',
      'the cellar’s dripping quiet',
    ],
    scent: [
      'crushed grapes and warm earth',
      'oak barrels and cool stone',
      'rosemary along the path',
      'dust and sun on the vines',
    ],
    texture: [
      'grape skins sticky on the fingers',
      'the cool curve of a barrel',
      'sun-warmed stone of the terrace wall',
      'the rough twist of an old vine',
    ],
    pastime: [
      'walked the rows as the light went',
      'picked grapes until their hands were stained',
      'tasted wine straight from the barrel',
      'ate supper under the pergola',
    ],
    thread: {
      open: 'The harvest had to be in before the rains, and the vineyard was short of hands; every day mattered.',
      echo: 'The rains were coming over the hills now; the last rows of the harvest waited, heavy and dark.',
      resolve:
        'They brought in the last basket of the harvest as the first rain fell, and danced in it between the stripped vines.',
      memo: 'the harvest must be in before the rains',
    },
    signature: /\b(vines?|grapes?|harvest|barrels?|pergola)\b/i,
    coastal: false,
  },
  {
    id: 'train',
    keywords: /\b(?:trains?|railway|orient express|sleeper car|sleeper train|railroad)\b/,
    name: 'the train',
    spots: [
      'the dining carriage',
      'the observation platform at the rear',
      'a sleeping compartment',
      'the corridor swaying between carriages',
    ],
    sight: [
      'the countryside sliding past the window',
      'lamps swaying with the motion of the carriage',
      'a station’s lights flickering by without stopping',
      'white tablecloths in the dining carriage',
      'the moon keeping pace beside the train',
    ],
    sound: [
      'the steady rhythm of the wheels',
      'the long whistle at a crossing',
      'cutlery chiming in the dining carriage',
      'the carriage doors sighing open and shut',
    ],
    scent: [
      'polished wood and brass',
      'coal smoke and rain',
      'fresh linen in a narrow compartment',
      'warm bread from the dining carriage',
    ],
    texture: [
      'the brass rail of the corridor',
      'the narrow berth’s crisp sheets',
      'the sway of the floor underfoot',
      'a window misted by breath',
    ],
    pastime: [
      'walked the swaying corridor to the dining carriage',
      'stood on the observation platform in the wind',
      'shared a compartment far too small for dignity',
      'watched the stations go by without stopping',
    ],
    thread: {
      open: 'A letter had been delivered to the wrong compartment, addressed to someone who was not on the train, and the conductor refused to take it back.',
      echo: 'The misdelivered letter was still unopened; the conductor now swore the addressee would board at the frontier.',
      resolve:
        'At the last station the addressee of the misdelivered letter finally stepped aboard, read it, and laughed; it was an elopement, and they wished the couple luck as if it were their own.',
      memo: 'the misdelivered letter in the wrong compartment',
    },
    signature: /\b(dining carriage|compartments?|carriages?|conductor|berth)\b/i,
    coastal: false,
  },
];

/** A free-text location nothing matches: imagery that suits almost anywhere, named as the user wrote it. */
const ANYWHERE: Omit<PlaceBank, 'name' | 'keywords'> = {
  id: 'anywhere',
  spots: ['a quiet corner', 'the doorway', 'the window', 'the garden gate'],
  sight: [
    'the light softening at the edges of everything',
    'shadows lengthening across the floor',
    'the glow of a single lamp',
    'the world outside the window blurring into evening',
  ],
  sound: [
    'a quiet so complete it seemed to listen',
    'distant laughter fading away',
    'the wind moving somewhere far off',
    'a door closing on the floor below',
  ],
  scent: ['warm skin and something floral', 'rain on the air', 'smoke and spice', 'the clean scent of fresh linen'],
  texture: [
    'the cool back of a chair',
    'a hand brushing fabric',
    'the worn grain of an old table',
    'a doorframe against the shoulder',
  ],
  pastime: [
    'walked until the streets ran out',
    'talked until the lamp burned low',
    'sat by the window',
    'wandered without purpose',
  ],
  thread: {
    open: 'Someone in that place had a secret about the two of them, and had promised to tell it before the week was out.',
    echo: 'The promised secret hung over every conversation; neither of them mentioned it, and both of them thought of it.',
    resolve: 'The secret, when it finally came out, was only that everyone had seen it coming long before they had.',
    memo: 'the secret someone promised to tell before the week is out',
  },
  signature: /(?!)/,
  coastal: false,
};

const ARTICLE = /^(a|an|the)\s+/i;

export function placeOf(location: string): PlaceBank {
  const l = location.toLowerCase();
  const known = PLACES.find((p) => p.keywords.test(l));
  if (known) return known;
  const written = location.replace(/\s+/g, ' ').trim();
  // Named as the user wrote it: "the lighthouse keeper's cottage", "Paris"; the wizard's own places
  // are common nouns ("Office" → "the office"); "anywhere" names no place.
  const offered = WIZARD_LOCATIONS.find((label) => label.toLowerCase() === l.trim());
  const name = offered
    ? `the ${offered.toLowerCase()}`
    : !written || /^(?:any|some|no)where\b/i.test(written)
      ? 'that place'
      : ARTICLE.test(written)
        ? `the ${written.replace(ARTICLE, '')}`
        : written;
  return { ...ANYWHERE, keywords: /(?!)/, name };
}
