/**
 * Intimacy at three levels of heat, chosen from explicitLevel. Always two consenting adults,
 * always tasteful: the higher levels are franker about bodies and pleasure, never crude.
 */

export const TENDER = [
  '{B}’s lips brushed {A}’s cheek, light as a question.',
  'The kiss was careful and sweet, and it left {A} dizzy.',
  '{A} rested {a.possessive} forehead against {B}’s and simply breathed.',
  '{B} held {A} as though {a} {a.was} something rare and easily startled.',
  'A kiss at the corner of the mouth; then, when {A} smiled, a real one.',
  'Wrapped in {B}’s arms, {A} felt warm all the way through.',
  '{B} kissed {A}’s knuckles one by one, watching {a.obj} the whole time.',
  'The kiss deepened slowly, as if they had all the time in the world.',
  '{A} could feel {B}’s heartbeat, quick and unsteady, as unsteady as {a.possessive} own.',
  'They kissed again, and the {mood} night blurred softly at the edges.',
  '{B} whispered something against {A}’s hair that {A} would turn over in {a.possessive} mind for days.',
  'It was only a kiss. It was also, somehow, everything.',
];

export const SENSUAL = [
  '{B}’s mouth found the curve of {A}’s neck, and {A}’s breath left in a soft, surprised sigh.',
  'Hands wandered, slow and searching, learning the shape of each other through the {garment} that still stood between them.',
  '{A} pulled {B} closer by the collar, and the kiss turned hungry.',
  'Every place {B} touched seemed to glow long after {b.possessive} hand had moved on.',
  '{B} undid the first button of {A}’s {aGarment}, then paused, eyes asking; {A} answered by undoing the next.',
  'The warmth of skin against skin made them both go quiet for a moment.',
  '{A} traced the line of {B}’s spine and felt {b.obj} shiver.',
  'They sank together onto the nearest soft surface, laughing breathlessly, then not laughing at all.',
  '{B} kissed a slow path along {A}’s collarbone, and the room seemed to tilt.',
  'Desire moved through {A} like warm honey, unhurried and impossible to ignore.',
  '{A} arched into the touch, every sense sharpened to a single, glowing point.',
  'Clothes loosened, slipped, were forgotten; all that mattered was closeness.',
];

export const EXPLICIT = [
  '{B} drew {A}’s {aGarment} away slowly, savouring each new inch of bare skin as if unwrapping a gift.',
  'They undressed each other without hurry, and the {light} gilded every curve and hollow.',
  '{A} let {a.possessive} hands roam freely over {B}’s bare body, learning what made {b.obj} gasp.',
  '{B}’s kisses travelled lower, deliberate and adoring, until {A} was trembling with want.',
  'Skin to skin, they moved together, finding a rhythm that felt like it had always been theirs.',
  '{A} gave {a.reflexive} up to the pleasure building low and bright, {B}’s name on {a.possessive} lips.',
  'Pleasure crested through {A} in long, slow surges, and {B} held {a.obj} through every one of them.',
  '{B} whispered exactly what {b} wanted, and {A} was only too glad to give it.',
  'The bed creaked, the sheets tangled, and neither of them cared about anything but each other.',
  '{A} took {a.possessive} time with {B} in turn, attentive and unhurried, until {b} came apart with a cry.',
  'Bodies slick with warmth, they lay tangled together, hearts racing, smiles helpless.',
  'They were frank with each other about what they liked, and that honesty was its own intoxicating heat.',
];

/** The first chapter only lets the attraction begin: near misses and a first touch. */
export const SPARK = [
  'For a moment {A} was sure {B} would kiss {a.obj}; then {b} smiled and stepped back, and that was somehow worse.',
  'Their hands touched over {prop}, and neither of them moved away first.',
  '{B} stood close enough that {A} could feel {b.possessive} warmth, and did not apologise for it.',
  'The air between them had changed, and both of them knew it.',
];

/** Both adults say yes, out loud, before things go further. */
export const CONSENT = [
  '“Is this all right?” {B} asked, and {A} answered with a breathless, certain yes.',
  '“Tell me what you want,” {B} said, and {A} told {b.obj}, without a trace of shyness.',
  '{A} paused, searching {B}’s face. “Yes?” “Yes,” {B} said, smiling. “Very much yes.”',
  '“We can slow down,” {A} offered. {B} shook {b.possessive} head and pulled {a.obj} closer. “I don’t want slow.”',
];
