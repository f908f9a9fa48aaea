/** The shape of a chapter: how it begins for each instruction and how it ends. */

export const OPENING = [
  '{A} had not planned to stay long at the {place}. Plans, it turned out, were easy to abandon.',
  'The first thing {A} noticed was {sight}. The second was {B}.',
  'It began, as the best things sometimes do, with a glance held a moment too long.',
  '{A} arrived at the {place} just as {light} began to warm the {mood} evening.',
  'Afterwards, {A} would say it was the {atmosphere} air that did it. It was not the air.',
];

export const CONTINUATION = [
  'The night was not finished with them yet.',
  'Morning, when it came, found them changed — and hungry for more.',
  'Later, when the {place} had gone quiet, they found each other again.',
  'What had begun between them would not be put back in its box.',
  '{A} woke with {B}’s name already on {a.possessive} lips.',
];

/** The chosen option is quoted verbatim so the reader sees the story take it. */
export const CHOICE_TAKEN = [
  '“{choice}” — the decision was made, and {A} felt it settle in {a.possessive} chest like warmth.',
  '{A} did not hesitate for long. {choice}: that was the path, and {a} took it gladly.',
  'There had been other roads, but {A} chose this one: {choice}.',
];

export const CHOICE_ECHO = [
  'Choosing that — {choiceLower} — had opened a door neither of them meant to close.',
  'It had been the right choice, {A} thought: {choiceLower}. Everything since had followed from it.',
];

/** A reader's wish for the next chapter, honoured in the opening lines. */
export const PROMPT_TAKEN = [
  'What happened next was what {A} had been quietly hoping for: {prompt}.',
  'And so the night turned, as if it had heard the wish: {prompt}.',
];

/** Odd chapters stop at a turning point; the choices follow. */
export const TURNING_POINT = [
  '{B} stepped back, just far enough to look at {A} properly, and held out a hand. What came next was {A}’s to decide.',
  'A sound from beyond the door made them both freeze. {B} raised an eyebrow — an invitation and a question at once.',
  'Then {B} leaned close and whispered a suggestion that made {A}’s heart stumble. {A} had to choose.',
  'The moment hung between them, bright and unresolved, waiting for {A} to decide which way it would fall.',
];

/** Even chapters close gently, leaving the story open. */
export const INTERLUDE = [
  'They stayed like that a long while, saying nothing, needing nothing. Whatever tomorrow held could wait.',
  'Later, {A} would not remember falling asleep, only the warmth of {B} beside {a.obj} and {sound}.',
  'The {place} grew quiet around them. The story, {A} suspected, was only just beginning.',
];

/** A conclusion closes the story for good. */
export const CONCLUSION = [
  'Years from now, {A} would still tell this story, and {B} would still pretend not to blush at the best parts.',
  'Whatever came next, they would meet it together. That, in the end, was the whole of it.',
  'Outside, {sight}. Inside, two people who had found each other, and meant to keep finding each other for a long, long time.',
];

export const FINAL_LINE = 'And that was how their story ended — and how everything else began.';

export const CHOICES = [
  'Take {B}’s hand and slip away somewhere private',
  'Ask {B} the question you have been holding back all night',
  'Stay exactly where you are and let {B} make the next move',
  'Suggest a walk out toward {sight}',
  'Kiss {B} before either of you can think better of it',
  'Tease {B} a little longer and see how far the game goes',
  'Confess what you have really been feeling',
  'Follow {B} and discover the secret behind that smile',
];
