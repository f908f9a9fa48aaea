/** Words of an atmosphere, matched from the free-text atmosphere setting. */
export interface AtmosphereVocabulary {
  keywords: RegExp;
  adjective: string[];
  feeling: string[];
}

export const ATMOSPHERES: AtmosphereVocabulary[] = [
  {
    keywords: /romant|tender|sweet|dream/,
    adjective: ['soft', 'golden', 'hushed', 'dreamlike'],
    feeling: ['a sweetness that caught in the throat', 'the sense of a world made gentle for one night'],
  },
  {
    keywords: /myster|secret|dark|gothic|noir|shadow/,
    adjective: ['shadowed', 'secretive', 'velvet-dark', 'watchful'],
    feeling: ['the thrill of something hidden just out of sight', 'a secret waiting to be spoken'],
  },
  {
    keywords: /adventur|wild|danger|thrill|exotic|dramat/,
    adjective: ['restless', 'crackling', 'untamed', 'bright-edged'],
    feeling: ['the giddy pull of the unknown', 'a heartbeat quickened by risk'],
  },
  {
    keywords: /sensual|passion|sultry|steam|hot|intim/,
    adjective: ['heavy-lidded', 'warm', 'languid', 'slow-burning'],
    feeling: ['a warmth that pooled low and lingered', 'the heavy sweetness of wanting'],
  },
  {
    keywords: /playful|fun|light|flirt|comed|cheer/,
    adjective: ['sparkling', 'teasing', 'bright', 'mischievous'],
    feeling: ['laughter always close to the surface', 'the fizz of a joke only two people shared'],
  },
  {
    keywords: /melanch|bitter|nostalg|rain|sad|forbid/,
    adjective: ['wistful', 'bittersweet', 'aching', 'rain-soft'],
    feeling: ['the ache of something precious and fleeting', 'longing with an edge of sorrow'],
  },
];

export const ANY_ATMOSPHERE: Omit<AtmosphereVocabulary, 'keywords'> = {
  adjective: ['charged', 'quiet', 'luminous', 'intimate'],
  feeling: ['a strange, sweet suspense', 'the sense of standing at the edge of something'],
};

/** Lines that carry the writing tone: narration colour, and things the beloved says. */
export interface ToneVocabulary {
  keywords: RegExp;
  narration: string[];
  speech: string[];
}

export const TONES: ToneVocabulary[] = [
  {
    keywords: /romant/,
    narration: [
      '{A} would remember this moment for years: the {mood} air, {b.possessive} voice, the feeling that time had politely stepped aside.',
      'There was no hurry in it, only the slow certainty of two people choosing each other.',
      'Something in {A}’s chest unfolded, petal by careful petal.',
      'It felt less like falling than like finally arriving somewhere {a} had always meant to be.',
      '{B} looked at {A} as if {a} {a.was} a poem {b} had been trying to remember all {b.possessive} life.',
    ],
    speech: [
      'I have thought about this more often than I should admit.',
      'Stay. Just a little longer.',
      'You make the whole world slow down.',
      'I keep wanting to tell you things I have never told anyone.',
      'Whatever happens after tonight, I am glad it was you.',
    ],
  },
  {
    keywords: /passion/,
    narration: [
      'The want between them was no longer polite; it burned, steady and bright.',
      '{A} felt it like a current, running from {b.possessive} fingertips straight to the centre of {a.obj}.',
      'Every look carried a promise, and every promise was already half kept.',
      'They came together like weather — sudden, inevitable, impossible to argue with.',
      '{B}’s breath caught, and that small sound undid whatever restraint {A} had left.',
    ],
    speech: [
      'Do you have any idea what you do to me?',
      'I have wanted this since the moment I saw you.',
      'Tell me to stop and I will. Tell me not to, and I won’t.',
      'Closer. Please.',
      'I can’t think about anything but you.',
    ],
  },
  {
    keywords: /play|fun|light|humou?r/,
    narration: [
      '{A} laughed — a real laugh, surprised out of {a.obj} — and {B} looked far too pleased with {b.reflexive}.',
      'It was a game, and they both knew it, and neither of them wanted to win too quickly.',
      '{B} raised an eyebrow, the very picture of innocence, which fooled no one.',
      'Flirting with {B} was like a dance where both partners kept trying to lead.',
      'The teasing had an edge now, a warm glint beneath the jokes.',
    ],
    speech: [
      'Careful. I might start thinking you like me.',
      'Is that a dare? Because I never refuse a dare.',
      'You are trouble, you know that?',
      'I had a very clever line prepared and you have made me forget it entirely.',
      'Admit it: you have been trying not to smile for an hour.',
    ],
  },
  {
    keywords: /intens|dark|dramat|fierce/,
    narration: [
      'The silence between them was taut as a drawn bowstring.',
      '{B}’s gaze held {A}’s and did not let go, dark and utterly focused.',
      'Everything else fell away until there was only this: the two of them and the pull neither could resist.',
      '{A} felt seen all the way down, every guarded place laid open to the light.',
      'There was a gravity to {B}, a stillness that made the air itself feel heavier.',
    ],
    speech: [
      'Look at me. Only me.',
      'I don’t do anything halfway. You should know that.',
      'You feel it too. Don’t pretend you don’t.',
      'I have been patient. I am done being patient.',
      'Say my name like you mean it.',
    ],
  },
];

export const ANY_TONE: Omit<ToneVocabulary, 'keywords'> = TONES[0];
