/**
 * Sentence templates of the narration. Slots: {A}/{B} names; {a}/{b} pronouns with .obj, .possessive,
 * .reflexive, .was, .noun; {^a} a capitalised pronoun; place, period and mood details ({sight},
 * {sound}, {scent}, {texture}, {light}, {garment}, {object}, {mood}, {feeling}); the settings
 * verbatim ({place}, {period}, {atmosphere}, {relationship}, {tone}).
 */

export const SCENE = [
  'Beyond them lay {sight}, and {sound} filled the pauses in their talk.',
  'The air carried {scent}, and {A} breathed it in as if it might steady {a.obj}.',
  '{light} laid a soft sheen over everything, turning the evening {mood}.',
  'Somewhere nearby, {sound}; it only made the closeness between them feel more private.',
  '{A} noticed {sight} and, beside it, {B} — and could not decide which was more beautiful.',
  'There was {texture}, and the faint scent of {scent}, and under it all the steady drum of {A}’s pulse.',
  'The night had turned {mood}, thick with {feeling}.',
  'By {light}, {B}’s features looked softer, and somehow more dangerous.',
  'A breeze moved through, bringing {scent} and the distant sound of {sound}.',
  'Everything seemed to lean closer: {sight}, the hush, the two of them.',
  '{A} rested a hand on {texture} and let the moment settle.',
  'The world narrowed to a few simple things — {light}, {sound}, the warmth of {B} beside {a.obj}.',
  'Even {sight} seemed to hold its breath.',
  'Far off, {sound}. Near, only breathing, and the rustle of {B}’s {garment}.',
  'On the table waited {object}, quite forgotten.',
  'It was the kind of {mood} evening that made people say things they had been saving.',
  '{B} set down {object} without looking, as if {b} had just remembered it existed and then forgotten again.',
  'The smell of {scent} would bring this night back to {A} for the rest of {a.possessive} life.',
];

export const GESTURE = [
  '{B} reached out and tucked a loose strand of hair behind {A}’s ear, {b.possessive} fingers lingering.',
  '{A}’s hand found {B}’s, and neither of them pretended it was an accident.',
  'Their shoulders brushed, and stayed touching.',
  '{B} leaned in until {A} could feel the warmth coming off {b.obj}.',
  '{A} traced a slow line along the back of {B}’s hand with one fingertip.',
  '{B} smiled — slow, crooked, devastating — and {A} forgot what {a} had been about to say.',
  'For a long moment they simply looked at each other, and the looking was its own kind of touch.',
  '{B}’s thumb moved in small circles over {A}’s wrist, right where the pulse was loudest.',
  '{A} stepped closer, close enough to count {B}’s eyelashes, close enough to be sure.',
  '{B} laughed softly against {A}’s temple.',
  'Fingers laced, they stood very still, as if any movement might break the spell.',
  '{A} straightened the collar of {B}’s {garment}, an excuse, and they both knew it.',
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
  'It was terrifying, a little. It was also the best thing that had happened to {A} in a very long time.',
  '{A} caught {a.reflexive} smiling for no reason at all, and did not stop.',
  'Somewhere along the way, wanting {B} had become the simplest thing in the world.',
  '{A} had always been the careful one. Tonight, careful felt like a coat {a} could finally take off.',
  'The doubt that usually followed {A} everywhere had, for once, stayed at home.',
  '{A} was aware of {a.possessive} own heartbeat, of {a.possessive} own skin, of the small distance still left between them.',
  'How strange, {A} thought, to feel so completely at ease and so completely undone at the same time.',
  '{A} realised {a} had been waiting for this — not for a night, but for a person.',
];

export const REPLIES = [
  'I was hoping you would say that.',
  'Then don’t let go.',
  'Tell me more. I want to know everything.',
  'You are not what I expected.',
  'I think I have been waiting for you to ask.',
  'Neither of us is very good at pretending, are we?',
  'Yes. Very much yes.',
  'Then stay exactly where you are.',
  'I should say something clever. I can’t think of a single thing.',
  'We could stand here all night, you know.',
];

/** Wraps a line of dialogue; {line} is the words, the speaker is named in the template. */
export const SAID_BY_BELOVED = [
  '“{lineComma}” {B} said quietly.',
  '“{lineComma}” {B} murmured, {b.possessive} voice low.',
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

/** Sentences that name the settings as written, so the reader recognises their story. */
export const FRAME = [
  'The {period} evening settled over the {place} like a held breath, {atmosphere} and full of promise.',
  'Here, in the {place}, the {atmosphere} mood of the {period} night seemed to have been arranged just for them.',
  'It was a {period} night at the {place}, and the air itself felt {atmosphere}.',
  'The {place} had never felt so {atmosphere}; even the {period} world beyond it seemed to slow down.',
  'Everyone at the {place} seemed to feel it — the {atmosphere} pull of a {period} night that might change things.',
];

export const RELATIONSHIP_FRAME = [
  'They were {relationship}, or had been until now; the word was beginning to feel too small.',
  '{relationship} — that was what they were supposed to be. Nobody had told {A}’s heart.',
  'Being {relationship} had its rules, and both of them could feel those rules quietly coming undone.',
];

export const SETTING_DESCRIPTION = [
  'It was exactly as {A} had imagined it: {setting}.',
  'All around them was the place {A} had pictured so often — {setting}.',
  '{A} took it all in once more: {setting}.',
];

export const HERO_DESCRIPTION = [
  '{A} — {heroLook} — felt more {a.reflexive} tonight than {a} had in years.',
  'Anyone watching would have seen {A} as {a} truly {a.was}: {heroLook}.',
  '{A} caught {a.possessive} reflection in the glass and almost smiled: {heroLook}, and for once entirely at ease.',
];

export const BELOVED_DESCRIPTION = [
  '{B} was everything {A} had been trying not to notice: {belovedLook}.',
  '{A} let {a.reflexive} look properly at {B} — {belovedLook} — and the looking was a pleasure all its own.',
  'There, {belovedLook}, stood {B}, watching {A} with open interest.',
];
