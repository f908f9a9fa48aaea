import type { Rng } from '../random';

/** Qualities a description may name, said again in the writer's own words (an adjective phrase). */
const QUALITIES: Record<string, string[]> = {
  'sharp-tongued': ['quick with a cutting remark', 'never short of a reply that stung'],
  'quick-witted': ['always a sentence ahead of everyone', 'quick enough to make a joke of anything'],
  witty: ['always a sentence ahead of everyone', 'hard to out-talk'],
  bookish: ['happiest with a book in hand', 'fond of long words and longer silences'],
  shy: ['slow to speak and quick to colour', 'inclined to watch before joining in'],
  quiet: ['sparing with words', 'calm in a way that made others lower their voices'],
  bold: ['unafraid of any room', 'the first to say what others only thought'],
  confident: ['at ease anywhere', 'sure of every step'],
  charming: ['dangerously easy to like', 'able to win over a room in a minute'],
  mysterious: ['hard to read', 'careful to give nothing away'],
  brooding: ['given to long, dark silences', 'heavy-browed and thoughtful'],
  gentle: ['soft-spoken and patient', 'careful with everything fragile'],
  kind: ['warm to everyone, strangers included', 'generous without keeping score'],
  fierce: ['quick to fight for what mattered', 'all fire beneath the composure'],
  stubborn: ['immovable once decided', 'never one to give ground'],
  proud: ['too proud to ask for anything', 'straight-backed in every company'],
  cynical: ['inclined to expect the worst', 'amused by other people’s hopes'],
  playful: ['forever teasing', 'unable to resist a game'],
  serious: ['rarely seen laughing', 'grave beyond the occasion'],
  tall: ['long-limbed and unhurried', 'a head above most company'],
  elegant: ['effortlessly poised', 'graceful in the smallest gesture'],
  reserved: ['polite and hard to reach', 'guarded behind perfect manners'],
  adventurous: ['restless for the next horizon', 'never content to stay put'],
  ambitious: ['hungry for more than anyone had offered', 'always planning three moves ahead'],
  reckless: ['careless of risk', 'inclined to leap before looking'],
  clever: ['quicker than anyone expected', 'always noticing the thing others missed'],
  brilliant: ['quicker than anyone expected', 'alarmingly clever'],
  arrogant: ['sure of being right', 'used to getting the last word'],
  warm: ['easy to be near', 'quick to smile'],
  cold: ['cool to the point of frost', 'unreadable and unbothered'],
  handsome: ['striking enough to turn heads', 'annoyingly good to look at'],
  beautiful: ['striking enough to turn heads', 'lovely in an unsettling way'],
  rugged: ['weathered and strong-handed', 'built for hard weather'],
  flirtatious: ['forever flirting', 'free with a knowing smile'],
  nervous: ['jittery under the calm', 'prone to fidgeting'],
  gruff: ['short-spoken', 'rough in voice and soft underneath'],
  enigmatic: ['hard to read', 'careful to give nothing away'],
  passionate: ['all heat and conviction', 'unable to care about anything halfway'],
};
const DEFAULT_MANNER = [
  'hard to read and easy to watch',
  'warmer than first impressions suggested',
  'composed in a way that invited curiosity',
  'quietly amused by most things',
];

export function describeQualities(qualities: string[], rng: Rng): string {
  const phrases = qualities.map((q) => (QUALITIES[q] ? rng.pick(QUALITIES[q]) : q)).slice(0, 2);
  if (phrases.length === 0) return rng.pick(DEFAULT_MANNER);
  return phrases.join(' and ');
}

/** What a trade does to a person's habits, in the past tense after the subject. */
const HABITS: Record<string, string[]> = {
  photographer: ['framed every view with narrowed eyes', 'watched the light more closely than the people'],
  painter: ['studied colours as if naming them', 'looked at faces as if already painting them'],
  artist: ['studied colours as if naming them', 'looked at faces as if already painting them'],
  writer: ['listened as if taking notes', 'collected other people’s phrases'],
  novelist: ['listened as if taking notes', 'collected other people’s phrases'],
  poet: ['weighed every word before letting it go', 'found rhymes in idle talk'],
  archivist: ['handled everything as if it were old and precious', 'remembered dates nobody else did'],
  librarian: ['handled everything as if it were old and precious', 'spoke softly out of habit'],
  musician: ['tapped out rhythms on any surface', 'listened to voices like music'],
  violinist: ['tapped out rhythms on any surface', 'held everything with a player’s light fingers'],
  pianist: ['played scales on the tablecloth', 'listened to voices like music'],
  singer: ['hummed without noticing', 'measured every breath'],
  dancer: ['moved as if the floor were a stage', 'never simply walked anywhere'],
  doctor: ['noticed every pulse and pallor', 'asked questions like an examination'],
  surgeon: ['kept perfectly steady hands', 'noticed every pulse and pallor'],
  chef: ['judged every dish on sight', 'tasted the air as if seasoning it'],
  thief: ['counted the exits of every room', 'noticed every pocket and every lock'],
  detective: ['noticed everything and said half of it', 'asked questions that sounded idle and were not'],
  spy: ['counted the exits of every room', 'remembered every face'],
  soldier: ['stood as if on watch', 'slept lightly and woke at once'],
  captain: ['gave orders without raising the voice', 'read the weather at a glance'],
  knight: ['stood as if on watch', 'kept a hand near the sword out of habit'],
  lawyer: ['argued every point for sport', 'listened for the flaw in every sentence'],
  professor: ['lectured without meaning to', 'answered questions with better questions'],
  scientist: ['tested every claim', 'explained the world in patient detail'],
  engineer: ['took things apart to see how they worked', 'fixed whatever was broken nearby'],
  pilot: ['watched the sky out of habit', 'read the weather at a glance'],
  architect: ['looked at rooms as if redrawing them', 'noticed every line and angle'],
  heiress: ['drew every eye without trying', 'spent money as if it were weather'],
  heir: ['drew every eye without trying', 'wore privilege lightly'],
  duke: ['expected obedience without asking for it', 'carried rank like an old coat'],
  duchess: ['expected obedience without asking for it', 'carried rank like an old coat'],
  bartender: ['read moods like a menu', 'remembered what everyone drank'],
  sommelier: ['judged every glass by its colour', 'talked of vintages like old friends'],
  winemaker: ['judged every glass by its colour', 'talked of harvests like old friends'],
  journalist: ['asked questions for a living and could not stop', 'listened for the story in everything'],
  actor: ['played to every room', 'could not help an entrance'],
  actress: ['played to every room', 'could not help an entrance'],
  sailor: ['walked with a rolling step', 'read the wind out of habit'],
  gardener: ['knew the name of every flower', 'had soil under the nails and did not care'],
  florist: ['knew the name of every flower', 'arranged anything within reach'],
};
const DEFAULT_HABITS = [
  'noticed more than was said aloud',
  'listened with complete attention',
  'kept a private smile for private jokes',
  'never quite sat still',
];

export function habitOf(role: string | undefined, rng: Rng): string {
  return rng.pick((role && HABITS[role]) || DEFAULT_HABITS);
}
