/**
 * Sentence templates of the narration. Slots: {A}/{B} names; {a}/{b} pronouns with .obj,
 * .possessive, .reflexive, .was, .noun and the character's .role, .aRole, .manner, .habit and
 * .feature; {^a} a capitalised pronoun; the place and period ({place}, {spot}, {sight}, {sound},
 * {scent}, {texture}, {pastime}, {light}, {garment}, {prop}, {drink}, {music}); the atmosphere
 * ({mood}, {feeling}). Nothing here belongs to one place or era.
 */

export const SCENE = [
  'Beyond them lay {sight}, and {sound} filled the pauses in their talk.',
  'The air carried {scent}, and {A} breathed it in as if it might steady {a.obj}.',
  '{light} laid a soft sheen over everything, turning the evening {mood}.',
  'Somewhere nearby, {sound}; it only made the closeness between them feel more private.',
  '{A} noticed {sight} and, beside it, {B}, and could not decide which was more beautiful.',
  'There was {texture}, and {scent}, and under it all the steady drum of {A}’s pulse.',
  'The night had turned {mood}, thick with {feeling}.',
  'By {light}, {B}’s face looked softer, and somehow more dangerous.',
  'Everything seemed to lean closer: {sight}, the hush, the two of them.',
  '{A} felt {texture} and let the moment settle.',
  'The world narrowed to a few simple things: {light}, {sound}, the warmth of {B} beside {a.obj}.',
  'Far off, {sound}; near, only breathing, and the soft sound of {B}’s {bGarment} as {b} moved.',
  'On the table between them waited {prop}, quite forgotten.',
  'It was the kind of {mood} evening that made people say things they had been saving.',
  'The smell of {scent} would bring this night back to {A} for the rest of {a.possessive} life.',
  'They {pastime}, and talked about everything except what they were both thinking.',
  'Later they {pastime}, and the hours went by without asking permission.',
  '{B} poured {drink} for them both and did not let go of the glass when {A} took it.',
  'From somewhere came {music}, and for a while neither of them spoke.',
  'The {mood} quiet of {spot} gathered around them like a held breath.',
  'They drifted toward {spot}, without deciding to, the way water finds its level.',
  '{A} watched {sight} and felt {feeling}.',
];

export const GESTURE = [
  '{B} reached out and tucked a loose strand of hair behind {A}’s ear, fingers lingering.',
  '{A}’s hand found {B}’s, and neither of them pretended it was an accident.',
  'Their shoulders brushed, and stayed touching.',
  '{B} leaned in until {A} could feel the warmth coming off {b.obj}.',
  '{A} traced a slow line along the back of {B}’s hand with one fingertip.',
  '{B} smiled, slow and crooked and devastating, and {A} forgot what {a} had been about to say.',
  'For a long moment they simply looked at each other, and the looking was its own kind of touch.',
  '{B}’s thumb moved in small circles over {A}’s wrist, right where the pulse was loudest.',
  '{A} stepped closer, close enough to count {B}’s eyelashes, close enough to be sure.',
  '{B} laughed softly against {A}’s temple.',
  'Fingers laced, they stood very still, as if any movement might break the spell.',
  '{A} straightened the collar of {B}’s {bGarment}, an excuse, and they both knew it.',
  '{B} turned {A}’s hand over and pressed a kiss into the palm, unhurried.',
  '{A} let {a.possessive} head rest on {B}’s shoulder, and felt {b.obj} exhale.',
  '{B}’s arm settled around {A}’s waist as naturally as if it had always belonged there.',
  'They swayed a little, to music only they could hear.',
];

export const INTERIOR = [
  '{A} had not expected to feel this much, this quickly.',
  'A small, sensible voice in {A}’s head suggested caution; it was not invited to speak again.',
  '{A} felt wide awake in a way {a} had almost forgotten was possible.',
  'This, {A} thought, was what all the songs had been trying to describe.',
  'Every nerve in {A}’s body seemed to have turned toward {B}, like flowers toward the sun.',
  '{A} wanted to remember everything: the angle of {B}’s jaw, the exact colour of {b.possessive} eyes in this light.',
  'It was terrifying, a little, and also the best thing that had happened to {A} in a very long time.',
  '{A} caught {a.reflexive} smiling for no reason at all, and did not stop.',
  'Somewhere along the way, wanting {B} had become the simplest thing in the world.',
  '{A} had always been the careful one; tonight, careful felt like a coat {a} could finally take off.',
  'The doubt that usually followed {A} everywhere had, for once, stayed behind.',
  'How strange, {A} thought, to feel so completely at ease and so completely undone at once.',
  '{A} realised {a} had been waiting for this: not for a night, but for a person.',
];

/** The two characters, introduced in chapter 1 by what they do and how they are, never by the user's words. */
export const INTRODUCE_HERO = [
  '{A} was {a.aRole} by trade and {a.manner} by nature, and neither quality was much use tonight.',
  'Being {a.aRole}, {A} {a.habit}; tonight the habit had only one subject.',
];
export const INTRODUCE_BELOVED = [
  '{B} was {b.aRole}, {A} learned, and {b.manner}, which explained a great deal.',
  '{B} had the look of {b.aRole} about {b.obj}: {b} {b.habit}, and did not seem to notice {A} watching.',
];

/** The characters' traits at work in later scenes. */
export const TRAITS = [
  '{B} {b.habit}, and {A} liked {b.obj} more for it every time.',
  'There was the {b.role} in everything {B} did, even in the way {b} listened.',
  '{A} noticed {B}’s {b.feature} again, and the small, private pleasure of noticing it.',
  '{B}, {b.manner} as ever, let the silence run exactly as long as {b} pleased.',
  '{A} {a.habit}, an old habit of {a.aRole}, and tonight all of it was for {B}.',
  'The {a.role} in {A} wanted to take this moment apart and understand it; the rest of {a.obj} only wanted to stay in it.',
  '{B} turned {b.possessive} {b.feature} to catch {light}, perfectly aware of being watched.',
  'It was the {b.role} in {B} that {A} had liked first, and the rest of {b.obj} that {a} liked now.',
];

export const REPLIES = [
  'I was hoping you would say that.',
  'Then don’t let go.',
  'Tell me more. I want to know everything.',
  'You are not what I expected.',
  'I think I have been waiting for you to ask.',
  'Neither of us is very good at pretending, are we?',
  'Then stay exactly where you are.',
  'I should say something clever. I can’t think of a single thing.',
  'We could stand here all night, you know.',
  'Ask me again tomorrow. Ask me every day.',
  'I don’t want this evening to end.',
  'You are making it very hard to think.',
];

/** Lines for the first chapters, before anyone has admitted anything. */
export const EARLY_SPEECH = [
  'I don’t think we have been properly introduced.',
  'Do you always stare at people like that?',
  'You look like someone with a story.',
  'I was about to leave. I seem to have changed my mind.',
  'Tell me one true thing about yourself.',
  'You are not at all what I was warned about.',
];
export const EARLY_REPLIES = [
  'Only the interesting ones.',
  'That depends on who is asking.',
  'I could say the same about you.',
  'Ask me something harder.',
  'I was warned about you too, as it happens.',
  'Stay a little, and I might tell you.',
];

/** First lines between people who already know each other (friends, exes, rivals, a couple). */
export const KNOWN_SPEECH = [
  'It has been a long time.',
  'You haven’t changed at all.',
  'I wondered if you would come.',
  'Some things never change, do they?',
  'Don’t look at me like that.',
  'I know that face. What are you thinking?',
];
export const KNOWN_REPLIES = [
  'Neither have you.',
  'I almost didn’t.',
  'You always say that.',
  'You know me too well.',
  'Ask me properly and I might tell you.',
  'I could never fool you.',
];

/** Wraps a line of dialogue; {line} is the words, the speaker is named in the template. */
export const SAID_BY_BELOVED = [
  '“{lineComma}” {B} said quietly.',
  '“{lineComma}” {B} murmured, voice low.',
  '{B} hesitated, then said, “{line}”',
  '“{line}” The words came from {B} half laughing, half serious.',
  '{B} met {A}’s eyes. “{line}”',
];

export const SAID_BY_HERO = [
  '“{lineComma}” {A} answered.',
  '{A} swallowed, then smiled. “{line}”',
  '“{lineComma}” {A} whispered, barely louder than {sound}.',
  '“{lineComma}” {A} said, and meant it.',
];

/**
 * Halves of a sentence that combine freely ("{lead}, {tail}"), so long stories never run out of
 * new sentences: every lead is a whole clause, and every tail reads after any of them.
 */
export const LEADS = [
  'Beyond the window lay {sight}',
  '{light} softened every edge of the room',
  'The air still carried {scent}',
  'Somewhere, {sound}',
  '{B} had gone quiet',
  '{A} lost track of the hour',
  'The {mood} hush deepened around them',
  'Their talk wandered and came back',
  '{B} set {prop} aside',
  'Neither of them moved to leave',
  '{A} counted {B}’s breaths without meaning to',
  'The evening stretched and slowed',
  '{music} rose and fell somewhere near',
  '{B} glanced at {A} and away again',
];
export const TAILS = [
  'and {A} felt {feeling}.',
  'and neither of them said a word for a while.',
  'and the room seemed to hold its breath.',
  'and {A} did not trust {a.reflexive} to speak.',
  'and the distance between them had somehow halved.',
  'and {A} found that {a} did not mind at all.',
  'and {B}’s smile said {b} knew exactly what {b} {b.was} doing.',
  'and it seemed the most natural thing in the world.',
  'and {A} stopped pretending not to look.',
  'and something unspoken settled between them.',
  'and {B} laughed under {b.possessive} breath.',
  'and {A}’s heartbeat would not slow down.',
];
