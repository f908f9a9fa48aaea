/**
 * The frame of a chapter: how the first chapter opens, how later ones pick up (after a choice, a
 * direction or simply the next morning), the turning point before choices and how chapters end.
 * Slots as in beats.ts; {spot} is a corner of the place.
 */

export const OPENING = [
  '{A} reached {spot} just as {light} came up and the last of the day went out.',
  'The first thing {A} noticed at {place} was {sight}; the second was {B}.',
  '{A} had meant to spend the evening alone with {drink}, and had managed it for almost ten minutes.',
  'It was {sound} that {A} would remember afterwards, and the moment {B} looked up through it.',
  'By {light}, {spot} looked like a stage waiting for its players, and {A} walked onto it without knowing.',
  '{A} came to {place} for {sound} and to be left alone, which was why {B} was such an inconvenience.',
  'Later, {A} would blame {scent}, and the hour, and {drink}; it was none of those things.',
  'Nobody at {place} had warned {A} about {B}, or about {light}, and {a} would come to consider both an oversight.',
  'The evening began with {music}, and {A} was perfectly sure that nothing would happen.',
  '{A} had a rule about evenings like this one, with {music} and {drink}: never let a stranger in. {B} broke it in a single glance.',
  'There were perhaps a dozen people about {place} that night, under {light}, and {A} saw only one of them.',
  'It started with {drink} spilled on {A}’s {aGarment}, an apology, and a laugh {a} could not get out of {a.possessive} head.',
];

/** The place, seen for the first time, right after the opening line. */
export const ARRIVAL = [
  '{sight}, {sound}, {scent}: {place} had a way of making everything feel like the start of something.',
  'Around them {place} was settling into its evening: {sight}, and somewhere {sound}.',
  'Everything about {place} seemed arranged for looking: {sight}, {light}, the air full of {scent}.',
  '{place} smelled of {scent}, and the {mood} hour had softened every edge.',
];

/** Later chapters that simply continue: a step in time, then the scene. */
export const CONTINUATION = [
  'Morning came slowly to {place}, and {A} woke already thinking of {B}.',
  'The day that followed was long and ordinary everywhere except where {B} was.',
  'It was evening again before they were alone, and both of them had been counting the hours.',
  '{A} found {B} the next day exactly where {a} had hoped to, as if they had arranged it, though neither of them had.',
  'A day passed, then another; {place} had begun to feel like somewhere they belonged.',
  'By the time {light} was lit again, {A} had given up pretending to think about anything else.',
];

/** What the reader chose at the end of the last chapter, and how the next one takes it up in new words. */
export interface ChoiceOption {
  key: string;
  /** The option as offered, in the second person. */
  offer: string;
  /** Finds the option again in the chosen text. */
  match: RegExp;
  /** How the next chapter opens when it was chosen. */
  follow: string[];
}

export const CHOICE_OPTIONS: ChoiceOption[] = [
  {
    key: 'invite',
    offer: 'Ask {B} to come with you to {spot}',
    match: /^Ask .* to come with you/,
    follow: [
      '{A} asked, and {B} said yes before the question was quite finished.',
      'They went together to {chosenSpot}, walking close enough that their hands kept meeting.',
    ],
  },
  {
    key: 'kiss',
    offer: 'Kiss {B} before either of you can think better of it',
    match: /^Kiss /,
    follow: [
      '{A} did not give {a.reflexive} time to reconsider; {a} leaned in, and {B} met {a.obj} halfway.',
      'The kiss was brief and startled and entirely worth it, and afterwards neither of them could stop smiling.',
    ],
  },
  {
    key: 'question',
    offer: 'Ask {B} the question you have been holding back',
    match: /^Ask .* question/,
    follow: [
      'The question had waited all evening, and when {A} finally asked it, {B} went very still.',
      '{B} answered slowly, honestly, watching {A}’s face the whole time, and the answer changed the night.',
    ],
  },
  {
    key: 'wait',
    offer: 'Stay where you are and let {B} make the next move',
    match: /^Stay where you are/,
    follow: [
      '{A} waited, which was the hardest thing {a} had done in years.',
      'It was worth it: {B} crossed the distance between them by {b.reflexive}, slowly, as if each step were a decision.',
    ],
  },
  {
    key: 'tease',
    offer: 'Tease {B} a little longer and see how far the game goes',
    match: /^Tease /,
    follow: [
      '{A} kept the game going, mercilessly, and {B} gave as good as {b} got.',
      'By the third round of it, both of them had forgotten who was meant to be winning.',
    ],
  },
  {
    key: 'confess',
    offer: 'Tell {B} what you have really been feeling',
    match: /^Tell .* feeling/,
    follow: [
      '{A} said it plainly, without decoration, before courage could run out.',
      '{B} listened to the end, and then laughed softly, in pure relief, and said {b} had been hoping.',
    ],
  },
  {
    key: 'follow',
    offer: 'Follow {B} and find out where {b.possessive} path leads',
    match: /^Follow /,
    follow: [
      '{A} followed at a distance that fooled nobody, least of all {B}.',
      '{B} led the way to {chosenSpot} and turned there, waiting, as if {b} had meant to be followed all along.',
    ],
  },
  {
    key: 'thread',
    offer: 'Look into what hangs over you both: {threadMemo}',
    match: /^Look into /,
    follow: [
      '{A} could not leave the mystery alone, and {B}, it turned out, could not either.',
      'They went looking together, and found more than they expected, though not yet the whole of it.',
    ],
  },
  {
    key: 'leave',
    offer: 'Walk away for now and see whether {B} follows',
    match: /^Walk away/,
    follow: [
      '{A} walked away, slowly, and did not look back, and counted every step.',
      '{B} caught up before the twentieth, a little out of breath, pretending it had been a coincidence.',
    ],
  },
];

/** The reader's own direction, read for what kind of scene it asks for. */
export const DIRECTIONS: Array<{ match: RegExp; follow: string[] }> = [
  {
    match: /\bkiss/i,
    follow: [
      'It began with a kiss, the one they had both been circling for days.',
      '{B} kissed {A} slowly, and the rest of the world went on without them.',
    ],
  },
  {
    match: /\bdanc/i,
    follow: [
      'There was {music}, and {B} held out a hand, and they danced.',
      'They danced badly and then well, and did not stop when the music did.',
    ],
  },
  {
    match: /\b(swim|bath|bathe|pool|lake|sea|water)/i,
    follow: [
      'They went down to the water together, shedding shoes on the way.',
      'The cold took {A}’s breath, and {B}’s laughter gave it back.',
    ],
  },
  {
    match: /\b(storm|rain|thunder|weather)/i,
    follow: [
      'The weather broke all at once, and they ran for shelter, soaked and laughing.',
      'They waited it out together, very close, listening to the rain.',
    ],
  },
  {
    match: /\b(dinner|supper|eat|meal|cook|feast|breakfast)/i,
    follow: [
      'They shared a meal that went on for hours, because neither wanted it to end.',
      '{B} fed {A} the last bite from {b.possessive} own fork, which was absurd, and perfect.',
    ],
  },
  {
    match: /\b(walk|stroll|wander|explore)/i,
    follow: [
      'They walked without deciding where, and ended up at {chosenSpot}.',
      'Somewhere along the way their hands found each other and stayed.',
    ],
  },
  {
    match: /\b(confess|admit|love|truth|tell)/i,
    follow: [
      'There was no more room for pretending, and one of them finally said so.',
      'The truth came out quietly, and it was gentler than either had feared.',
    ],
  },
  {
    match: /\b(argu|fight|quarrel|row)/i,
    follow: [
      'The quarrel came out of nowhere and everywhere, sharp and overdue.',
      'It ended the way their quarrels were starting to end: with nobody remembering what it had been about.',
    ],
  },
  {
    match: /\bjealous/i,
    follow: [
      'Someone else laughed at something {B} said, and {A} discovered jealousy, with interest.',
      '{B} noticed, and was far too pleased about it.',
    ],
  },
  {
    match: /\b(leave|goodbye|part|depart)/i,
    follow: [
      'The word goodbye was said aloud, and neither of them liked the sound of it.',
      'They made it as far as the door before turning back.',
    ],
  },
  {
    match: /\b(bed|undress|night together|make love|sleep with|seduce)/i,
    follow: [
      'They stopped pretending there was anywhere else they wanted to be.',
      '{B} took {A}’s hand and led {a.obj} away from everyone.',
    ],
  },
];

/** When a direction names no kind of scene the writer knows, it is told as the reader wrote it. */
export const DIRECTION_AS_WRITTEN = [
  'What happened next was this: {direction}.',
  'And so the story turned the way it had to: {direction}.',
];

/** The place the owner described, in their own words ({described}: "a jazz club on the 31st floor"). */
export const PLACE_AS_WRITTEN = [
  'The place was {described}, and {A} would remember every inch of it.',
  '{A} had pictured it before it was real: {described}.',
  'Later, when {A} told it, the story always began with the place: {described}.',
];

/** Odd chapters stop at a turning point; the choices follow. */
export const TURNING_POINT = [
  '{B} stepped back, just far enough to look at {A} properly, and waited. What came next was {A}’s to decide.',
  'A door closed somewhere nearby, and they both froze, and {B} raised an eyebrow: an invitation and a question at once.',
  'Then {B} leaned close and said something that made {A}’s heart stumble, and left the next move to {a.obj}.',
  'The moment hung between them, bright and unresolved, waiting for {A} to decide which way it would fall.',
  '{B} held out a hand and did not say what it was for; {A} would have to choose.',
];

/** Even chapters close gently, leaving the story open. */
export const INTERLUDE = [
  'They stayed like that a long while, saying nothing, needing nothing; whatever tomorrow held could wait.',
  'Later, {A} would not remember falling asleep, only the warmth of {B} and {sound}.',
  'Around them {place} grew quiet, and {A} suspected the story was only just beginning.',
  '{B} fell asleep first, and {A} lay awake a while longer, memorising the moment.',
  'Neither of them said what it meant; both of them knew it meant something.',
];

export const FINAL_LINES = [
  'And that was how their story ended, and how everything else began.',
  'Whatever came next, they would meet it together; that, in the end, was the whole of it.',
  'Years from now they would still tell this story, and argue happily over the details.',
  'It was not an ending at all, {A} thought; it was the first page of something longer.',
];
