/** Sensory details of a kind of place, matched from the free-text location by keywords. */
export interface PlaceVocabulary {
  keywords: RegExp;
  sight: string[];
  sound: string[];
  scent: string[];
  texture: string[];
}

export const PLACES: PlaceVocabulary[] = [
  {
    keywords: /beach|resort|island|coast|sea|ocean|shore|bay|lagoon|tropic|riviera|harbou?r/,
    sight: [
      'the long silver line of the surf',
      'lanterns swaying along the boardwalk',
      'the pale curve of the sand under the moon',
      'a row of white parasols folded for the night',
      'the lit windows of the villas above the bay',
      'foam gathering and vanishing at the water’s edge',
    ],
    sound: [
      'the slow hush of the waves',
      'a guitar somewhere down the beach',
      'palm fronds rattling in the breeze',
      'the clink of glasses from the terrace bar',
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
      'smooth driftwood worn pale by the tide',
    ],
  },
  {
    keywords: /city|town|urban|apartment|loft|rooftop|bar|club|hotel|office|street|metropolis|downtown|café|cafe/,
    sight: [
      'the skyline burning gold and blue',
      'rain-slick streets reflecting the neon',
      'a thousand lit windows stacked into the night',
      'the lazy blink of a crane light far above',
      'taxis drawing red threads through the avenue',
    ],
    sound: [
      'traffic murmuring twelve floors below',
      'a saxophone leaking from a basement bar',
      'the hum of the lift cables',
      'rain ticking on the glass',
      'a distant siren fading into nothing',
    ],
    scent: [
      'espresso and wet pavement',
      'rain on warm concrete',
      'expensive cologne and cold air',
      'fresh bread from a bakery that never closed',
    ],
    texture: [
      'cool glass under a fingertip',
      'the worn leather of a bar stool',
      'a silk lapel',
      'the brass rail of a balcony still warm from the day',
    ],
  },
  {
    keywords: /mountain|chalet|ski|cabin|alpine|lodge|snow|peak|glacier|winter/,
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
  },
  {
    keywords: /castle|palace|manor|estate|court|chateau|château|mansion|abbey|tower|ballroom/,
    sight: [
      'tapestries stirring in the draught',
      'candlelight pooling on a long oak table',
      'moonlight through tall mullioned windows',
      'a staircase sweeping up into shadow',
      'portraits watching from gilded frames',
    ],
    sound: [
      'the echo of footsteps on stone',
      'a harp played in some distant hall',
      'the great clock tolling the hour',
      'the whisper of silk along a corridor',
    ],
    scent: [
      'beeswax and old stone',
      'roses from the walled garden',
      'spiced wine and smoke',
      'lavender pressed between linen',
    ],
    texture: [
      'cold marble under bare feet',
      'heavy velvet drapes',
      'the carved edge of a banister',
      'embroidered cushions worn soft by years',
    ],
  },
  {
    keywords: /forest|wood|garden|country|vineyard|village|farm|meadow|field|lake|river|cottage|orchard|countryside/,
    sight: [
      'fireflies drifting over the long grass',
      'the vines running in green rows toward the hills',
      'light falling through leaves in shifting coins',
      'mist lifting off the water at dusk',
      'a lantern swinging by the cottage door',
    ],
    sound: [
      'crickets keeping time in the dark',
      'the river talking over its stones',
      'leaves whispering overhead',
      'an owl calling from the orchard',
    ],
    scent: [
      'cut grass and wild thyme',
      'ripe grapes warm on the vine',
      'rain coming over the fields',
      'honeysuckle along the wall',
    ],
    texture: [
      'cool moss under a palm',
      'a wooden gate smoothed by hands',
      'dew soaking through thin shoes',
      'the rough weave of a picnic blanket',
    ],
  },
  {
    keywords: /ship|yacht|boat|cruise|train|carriage|voyage|sail|airship|journey/,
    sight: [
      'the wake unspooling white behind them',
      'the landscape sliding past the window',
      'lamps swaying gently with the motion',
      'a horizon that kept its distance however far they went',
    ],
    sound: [
      'the steady rhythm of the engine',
      'rigging creaking in the wind',
      'the soft rattle of the carriage',
      'water slapping against the hull',
    ],
    scent: [
      'tar and sea air',
      'polished wood and brass cleaner',
      'coal smoke and rain',
      'fresh linen in a narrow cabin',
    ],
    texture: [
      'a brass rail cool and damp with spray',
      'the narrow bunk’s crisp sheets',
      'the sway of the floor underfoot',
      'a window misted by breath',
    ],
  },
  {
    keywords: /space|station|starship|planet|orbit|galaxy|colony|moon base|nebula/,
    sight: [
      'a blue planet turning slowly beyond the viewport',
      'starlight scattered like spilled sugar',
      'the amber glow of the corridor lights',
      'the nebula smeared violet across the dark',
    ],
    sound: [
      'the low hum of the life-support system',
      'the soft chime of a docking alert',
      'the station breathing through its vents',
      'footsteps ringing on metal grating',
    ],
    scent: [
      'recycled air and ozone',
      'synthetic citrus from the galley',
      'warm circuitry',
      'a rare real flower someone had smuggled aboard',
    ],
    texture: [
      'the cool curve of the viewport',
      'a flight suit’s smooth fabric',
      'metal warmed by a palm',
      'the faint vibration of the deck',
    ],
  },
];

/** Used when no keyword matches: details that suit almost anywhere. */
export const ANY_PLACE: Omit<PlaceVocabulary, 'keywords'> = {
  sight: [
    'the light softening at the edges of everything',
    'shadows lengthening across the floor',
    'the glow of a single lamp',
    'the world outside the window blurring into evening',
  ],
  sound: [
    'a quiet so complete it seemed to listen',
    'distant laughter fading away',
    'the soft tick of a clock',
    'the wind moving somewhere far off',
  ],
  scent: ['warm skin and something floral', 'rain on the air', 'smoke and spice', 'the clean scent of fresh linen'],
  texture: [
    'the cool back of a chair',
    'a hand brushing fabric',
    'warmth rising off sun-soaked stone',
    'a doorframe against the shoulder',
  ],
};
