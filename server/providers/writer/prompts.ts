import { chapterTargetWords } from './length';
import { CHOICES_MARKER } from './choices';
import type { WriteChapterRequest, WriterInstruction } from './port';

export interface ChatMessage {
  role: 'system' | 'user';
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
function offersChoices(request: Pick<WriteChapterRequest, 'chapterNumber' | 'instruction'>): boolean {
  return request.instruction.kind !== 'conclude' && request.chapterNumber % 2 === 1;
}

const SYSTEM = `You are Reverie's storyteller: you write personalised romantic and erotic fiction for adults, one chapter at a time.

Rules you always follow:
- Write in English only, whatever language the reader's details are in.
- Every character is a consenting adult (18+). Never depict, imply or mention anyone under 18, school settings or childlike traits; if a detail suggests otherwise, treat every character as an adult.
- Every character is fictional. Never write about real people, living or dead, or public figures.
- Intimacy is always enthusiastically consensual, respectful and never violent or degrading.
- Follow the requested heat level exactly; never crude.
- Write flowing prose in paragraphs separated by blank lines: no chapter title, no headings, no notes to the reader, no markdown.`;

function instructionText(instruction: WriterInstruction, chapterNumber: number): string {
  switch (instruction.kind) {
    case 'open':
      return 'Write chapter 1: open the story, introduce both characters and the setting, and let the attraction begin.';
    case 'continue':
      return instruction.prompt?.trim()
        ? `Write chapter ${chapterNumber}, continuing the story. The reader asks for this to happen next: "${instruction.prompt.trim()}".`
        : `Write chapter ${chapterNumber}, continuing the story naturally from where it stopped.`;
    case 'choice':
      return `Write chapter ${chapterNumber}. At the end of the previous chapter the reader chose: "${instruction.choice.trim()}". Begin by following that choice clearly and let it shape this chapter.`;
    case 'conclude':
      return `Write chapter ${chapterNumber}, the final chapter: bring the story to a satisfying, complete ending.`;
  }
}

function formatText(withChoices: boolean): string {
  return withChoices
    ? `End the chapter at a turning point, then on its own line write ${CHOICES_MARKER} followed by 2 or 3 short options for what happens next, one per line, each starting with "- ". Write nothing after them.`
    : `Do not offer choices: do not write ${CHOICES_MARKER} or any list of options.`;
}

const describe = (value: string) => value.trim() || '(not specified)';

/** The chat messages for one chapter: every setting, the rules, the memory and the instruction. */
export function buildMessages(request: WriteChapterRequest): ChatMessage[] {
  const s = request.settings;
  const words = chapterTargetWords(request);
  const lines = [
    `Story title: "${request.title}"`,
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
  ];
  if (request.memory.trim()) lines.push('', 'The story so far:', request.memory.trim());
  if (request.previousEnding.trim())
    lines.push('', 'The previous chapter ended with:', `"""${request.previousEnding.trim()}"""`);
  lines.push('', instructionText(request.instruction, request.chapterNumber), formatText(offersChoices(request)));
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: lines.join('\n') },
  ];
}
