import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { withoutLastWord } from '#common/trimEnd';

/** How long one chapter's summary may be, and how short it becomes once it is old. */
const ENTRY_CHARS = 420;
const COMPRESSED_CHARS = 140;

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…]["”’]?)\s+/)
    .filter((s) => s.length > 0);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${withoutLastWord(text.slice(0, max - 1))}…`;
}

/** An extractive summary: the chapter's first, middle and last sentences. */
export function summariseChapter(text: string): string {
  const sentences = sentencesOf(text);
  const picked = [
    ...new Set([sentences[0], sentences[Math.floor(sentences.length / 2)], sentences[sentences.length - 1]]),
  ];
  return clip(picked.filter(Boolean).join(' '), ENTRY_CHARS);
}

function compress(entry: string): string {
  const [label, ...rest] = entry.split(': ');
  return clip(`${label}: ${sentencesOf(rest.join(': '))[0] ?? ''}`, COMPRESSED_CHARS);
}

/**
 * The rolling memory after a chapter: its summary appended as a line, then the oldest lines
 * compressed to their first sentence and, if that is not enough, dropped — so the prompt of a
 * continuation stays bounded however long the story grows.
 */
export function updateMemory(
  previous: string,
  chapterNumber: number,
  chapterText: string,
  maxChars = WRITER_MEMORY_MAX_CHARS,
): string {
  const entries = [
    ...previous.split('\n').filter((l) => l.trim()),
    `Chapter ${chapterNumber}: ${summariseChapter(chapterText)}`,
  ];
  const size = () => entries.join('\n').length;
  for (let i = 0; i < entries.length - 1 && size() > maxChars; i++) entries[i] = compress(entries[i]);
  while (entries.length > 1 && size() > maxChars) entries.shift();
  return clip(entries.join('\n'), maxChars);
}

/**
 * The model's memory within its limit without losing its newest facts: the oldest "- " line of
 * the longest section goes first (each section lists oldest first), never a heading; only a
 * memory with nothing left to drop is cut, from its start.
 */
export function fitMemory(memory: string, maxChars = WRITER_MEMORY_MAX_CHARS): string {
  const lines = memory.split('\n');
  const size = () => lines.join('\n').length;
  while (size() > maxChars) {
    const sections: number[][] = [[]];
    lines.forEach((line, i) => {
      if (line.trimStart().startsWith('- ')) sections[sections.length - 1].push(i);
      else sections.push([]);
    });
    const longest = sections.reduce((a, b) => (b.length > a.length ? b : a), []);
    if (longest.length <= 1) break;
    lines.splice(longest[0], 1);
  }
  const fitted = lines.join('\n');
  return fitted.length <= maxChars ? fitted : fitted.slice(fitted.length - maxChars).replace(/^[^\n]*\n/, '');
}
