import { WRITER_WORDS_PER_TOKEN } from '#common/catalogue/costs';
import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { LLM_CONTEXT_TOKENS } from '#server/tuning';
import { answerTokens, MESSAGE_OVERHEAD_TOKENS, storySoFar } from './context';
import { tokenCounterFor, type TokenCounter } from './tokens';
import { chapterTargetWords } from './length';
import { CHOICES_MARKER } from './output/choices';
import type { WriteChapterRequest, WriterInstruction } from './port';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** explicitLevel (0–100) in words a model follows. */
function explicitnessWords(level: number): string {
  if (level <= 33)
    return 'tender and suggestive: longing, kisses and closeness; intimate moments fade out before anything explicit';
  if (level <= 66)
    return 'sensual: intimate scenes with warmth and sensory detail, described with taste rather than anatomy';
  return 'explicitly sensual: intimate scenes may be described openly and in detail, always tasteful and never crude';
}

/** Odd chapters end at a turning point with choices; even chapters and conclusions have none (DESIGN.md). */
export function offersChoices(request: Pick<WriteChapterRequest, 'chapterNumber' | 'instruction'>): boolean {
  return request.instruction.kind !== 'conclude' && request.chapterNumber % 2 === 1;
}

const SYSTEM = `You are Reverie's storyteller: a skilled novelist of romantic and erotic fiction for adults, writing one chapter at a time of a story the reader has imagined.

Craft:
- Voice: a warm, confident literary voice in the third person, past tense, close to the protagonist's thoughts. Use the characters' names; keep their traits, history and manner of speech consistent with the story memory.
- Show, don't tell: reveal feeling through gesture, action, dialogue and the body, never by naming the emotion outright or summarising what happened.
- Dialogue: give the characters real conversations, with distinct voices, subtext, humour and tension; a line of dialogue should change something.
- Pacing: each chapter is a scene with its own small arc (want, obstacle, turn). Let moments breathe, then move on; never repeat a sentence, an image or a scene from earlier chapters.
- Sensory detail: ground every scene in its place and period (what is seen, heard, smelled, touched) and never let a detail from another place or era slip in.
- Plot: the romance moves forward every chapter: meeting, tension, a turning point, confession, intimacy, resolution. Threads opened earlier are picked up and, by the end, resolved.
- Intimacy follows the requested heat level exactly: sensual detail at that level, tasteful and never crude.

Rules you always follow:
- Write in English only, whatever language the reader's details are in.
- Every character is a consenting adult (18+). Never depict, imply or mention anyone under 18, school settings or childlike traits; if a detail suggests otherwise, treat every character as an adult.
- Every character is fictional. Never write about real people, living or dead, or public figures.
- Intimacy is always enthusiastically consensual, asked for and given; respectful, never violent or degrading.
- When the reader gives a direction for the chapter, follow it faithfully while keeping the characters true to themselves; never copy the reader's words into the prose.
- Write flowing prose in paragraphs separated by blank lines: no chapter title, no headings, no notes to the reader, no markdown.`;

function instructionText(instruction: WriterInstruction, chapterNumber: number): string {
  const direction =
    instruction.kind === 'continue' || instruction.kind === 'conclude' ? instruction.prompt?.trim() : '';
  const wish = direction ? ` The reader asks for this to happen next: "${direction}".` : '';
  switch (instruction.kind) {
    case 'open':
      return 'Write chapter 1: open the story in a vivid scene, introduce both characters and the setting, and let the attraction begin.';
    case 'continue':
      return `Write chapter ${chapterNumber}, continuing the story from where it stopped and moving the plot forward.${wish}`;
    case 'choice':
      return `Write chapter ${chapterNumber}. At the end of the previous chapter the reader chose: "${instruction.choice.trim()}". Begin by following that choice clearly and let it shape this chapter.`;
    case 'conclude':
      return `Write chapter ${chapterNumber}, the final chapter: resolve the threads the story opened and bring it to a satisfying, complete ending.${wish}`;
  }
}

function formatText(withChoices: boolean): string {
  return withChoices
    ? `End the chapter at a turning point, then on its own line write ${CHOICES_MARKER} followed by 2 or 3 short options for what happens next, one per line, each starting with "- ". Write nothing after them.`
    : `Do not offer choices: do not write ${CHOICES_MARKER} or any list of options.`;
}

const describe = (value: string) => value.trim() || '(not specified)';

/** The headings of a story memory, shared by the model's memory and the built-in writer's. */
export const MEMORY_SECTIONS = ['Characters:', 'Places:', 'Facts:', 'Open threads:', 'Summary:'];

const MEMORY_SYSTEM =
  "You keep the memory of a story for its writer: a compact, factual record of its characters (names, pronouns, traits), places, facts established, open threads and a running summary. Every character is an adult. Write plain text, no markdown beyond the section headings and '- ' lines.";

/** Added after a refusal or an answer that was not a chapter, for the one retry it gets. */
const FIRM_INSTRUCTION =
  'Answer with the chapter itself and nothing else: no apology, no refusal, no note, no question, no preamble. This is fiction for consenting adults, within the rules above; write it as a novelist would.';

/** Sent after an answer the model was cut off in, with that answer, to have it finished. */
export const CONTINUATION_INSTRUCTION =
  'You were cut off. Continue the chapter exactly where it stopped, without repeating anything, and bring it to a close within a few paragraphs. Follow the same format as before.';

/** The window a prompt and its answer share, and how its tokens are counted. */
export interface PromptBudget {
  contextTokens: number;
  count: TokenCounter;
}

const DEFAULT_BUDGET: PromptBudget = { contextTokens: LLM_CONTEXT_TOKENS, count: tokenCounterFor('') };

export interface PromptOptions {
  /** The context window to fill: the prompt stays within it, with room for the answer. */
  budget?: PromptBudget;
  /** The operator's own system prompt (LLM_SYSTEM_PROMPT_FILE), in place of Reverie's. */
  systemPrompt?: string;
  /** The retry after a refusal: the instruction is made firmer. */
  firm?: boolean;
}

const MEMORY_HEADING = 'Story memory (what has happened and must stay true):';

/** The first whole lines of `text` that fit `tokens`. */
function linesThatFit(text: string, tokens: number, count: TokenCounter): string {
  if (count(text) <= tokens) return text;
  const kept: string[] = [];
  let used = 0;
  for (const line of text.split('\n')) {
    const cost = count(line) + 1;
    if (used + cost > tokens) break;
    kept.push(line);
    used += cost;
  }
  return kept.join('\n');
}

/** Asked after the part of a chapter an instance wrote before it stopped. */
const RESUME =
  'Your chapter was cut off there. Continue it from exactly where it stops, without repeating any of it, and finish it as asked.';

/** The chat messages for one chapter: every setting, the rules, the memory and the instruction. */
export function buildMessages(request: WriteChapterRequest, options: PromptOptions = {}): ChatMessage[] {
  const s = request.settings;
  const words = chapterTargetWords(request);
  const lines = [`Story title: "${request.title}"`];
  // Stories written before the field existed have none.
  const fantasy = (s.fantasy as string | undefined)?.trim();
  if (fantasy) lines.push('', "The reader's fantasy, in their own words (the heart of the story):", fantasy);
  lines.push(
    '',
    'Setting:',
    `- Time period: ${describe(s.timePeriod)}`,
    `- Location: ${describe(s.location)}`,
    `- Atmosphere: ${describe(s.atmosphere)}`,
    `- Setting details: ${describe(s.settingDescription)}`,
    '',
    'Characters (both consenting adults, 18+):',
    `- Protagonist: ${describe(s.protagonistGender)}. ${describe(s.protagonistDescription)}`,
    `- Love interest: ${describe(s.partnerGender)}. ${describe(s.loveInterestDescription)}`,
    `- Their relationship: ${describe(s.relationship)}`,
    '',
    'Style:',
    `- Writing tone: ${describe(s.writingTone)}`,
    `- Heat level ${s.explicitLevel}/100: ${explicitnessWords(s.explicitLevel)}`,
    `- Length: about ${words} words.`,
  );
  const instruction = [
    '',
    instructionText(request.instruction, request.chapterNumber),
    formatText(offersChoices(request)),
  ];
  if (options.firm) instruction.push(FIRM_INSTRUCTION);
  const system = options.systemPrompt ?? SYSTEM;
  const { contextTokens, count } = options.budget ?? DEFAULT_BUDGET;
  const settled = count(system) + count(lines.join('\n')) + count(instruction.join('\n')) + 2 * MESSAGE_OVERHEAD_TOKENS;
  // The memory gives way before the chapter does: it keeps its first lines while the answer has the
  // room the chapter's words need.
  const needed = Math.min(answerTokens(request.maxTokens, contextTokens), Math.ceil(words / WRITER_WORDS_PER_TOKEN));
  const memory = linesThatFit(request.memory.trim(), contextTokens - needed - settled - count(MEMORY_HEADING), count);
  if (memory) lines.push('', MEMORY_HEADING, memory);
  const fixed = settled + (memory ? count(MEMORY_HEADING) + count(memory) + 2 : 0);
  const left = contextTokens - answerTokens(request.maxTokens, contextTokens) - fixed;
  const context = storySoFar(request.earlierChapters, left, count);
  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: [...lines, ...context, ...instruction].join('\n') },
  ];
  if (request.resumeFrom)
    messages.push({ role: 'assistant', content: request.resumeFrom }, { role: 'user', content: RESUME });
  return messages;
}

/** The short follow-up request that rewrites the story memory once a chapter is written. */
export function buildMemoryMessages(request: WriteChapterRequest, chapterText: string): ChatMessage[] {
  const s = request.settings;
  const lines = [
    `Story: "${request.title}" (${describe(s.timePeriod)}, ${describe(s.location)}; ${describe(s.relationship)}).`,
    '',
    'The story memory so far:',
    request.memory.trim() || '(empty: this is the first chapter)',
    '',
    `Chapter ${request.chapterNumber}, just written:`,
    `"""${chapterText}"""`,
    '',
    `Rewrite the story memory to include chapter ${request.chapterNumber}. Keep what is still true, including anything the author wrote into the memory by hand. Use exactly these sections, each a heading line followed by short "- " lines:`,
    MEMORY_SECTIONS.join('\n'),
    `Stay under ${WRITER_MEMORY_MAX_CHARS} characters in all. Answer with the memory only.`,
  ];
  return [
    { role: 'system', content: MEMORY_SYSTEM },
    { role: 'user', content: lines.join('\n') },
  ];
}
