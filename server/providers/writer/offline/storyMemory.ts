import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { MEMORY_SECTIONS } from '../prompts';
import type { Person } from './cast';
import { nameAtStart } from './traits';

/**
 * The built-in writer's story memory: the same sections a language model writes, in a form the
 * writer reads back, so an owner's edit (a renamed character, a dropped thread) shapes the next
 * chapter.
 */
export interface RememberedPerson {
  name: string;
  /** Empty when the line does not say: the person keeps their own. */
  pronoun: string;
  role?: string;
  manner?: string;
  feature?: string;
}

export interface StoryMemoryRecord {
  characters: RememberedPerson[];
  places: string[];
  facts: string[];
  threads: string[];
  summary: string[];
}

const CHARACTER = /^(.+?) \((she|he|they)\)(?:, ([^:;]+))?(?:: ([^;]*))?(?:; (.*))?$/;

function sections(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const heading = MEMORY_SECTIONS.find((s) => line.toLowerCase() === s.toLowerCase());
    if (heading) {
      current = heading;
      out.set(heading, []);
    } else if (current && line.startsWith('-')) {
      const item = line.replace(/^-\s*/, '').trim();
      if (item) out.get(current)?.push(item);
    }
  }
  return out;
}

const WRITTEN_NAME = /^[\p{L}"'“‘][\p{L}\p{M}'’"“”‘. -]{0,60}$/u;

/** A character line as this writer writes it, or in the owner's own words ("Luc is a tailor; he…"). */
function characterOf(line: string): RememberedPerson | undefined {
  const m = CHARACTER.exec(line);
  if (m && WRITTEN_NAME.test(m[1]))
    return { name: m[1].trim(), pronoun: m[2], role: m[3]?.trim(), manner: m[4]?.trim(), feature: m[5]?.trim() };
  const name = nameAtStart(line.replace(/\*\*/g, '').trim());
  if (!name) return undefined;
  const said = /\((she|he|they)\)/i.exec(line)?.[1]?.toLowerCase();
  const pronoun =
    said ??
    (/\b(she|her|herself|woman)\b/i.test(line) ? 'she' : /\b(he|him|his|himself|man)\b/i.test(line) ? 'he' : '');
  return { name: name.full, pronoun };
}

export function readMemory(text: string): StoryMemoryRecord {
  const s = sections(text);
  const characters = (s.get('Characters:') ?? []).flatMap((line) => characterOf(line) ?? []);
  return {
    characters,
    places: s.get('Places:') ?? [],
    facts: s.get('Facts:') ?? [],
    threads: s.get('Open threads:') ?? [],
    summary: s.get('Summary:') ?? [],
  };
}

const personLine = (p: Person) => `${p.name} (${p.pronoun}), ${p.role}: ${p.manner}; ${p.feature}`;

/** The memory as text, its oldest summary lines dropped first to stay within the catalogue's bound. */
export function writeMemory(
  record: Omit<StoryMemoryRecord, 'characters'> & { people: Person[] },
  maxChars = WRITER_MEMORY_MAX_CHARS,
): string {
  const summary = [...record.summary];
  const render = () =>
    [
      ['Characters:', record.people.map(personLine)],
      ['Places:', record.places],
      ['Facts:', record.facts],
      ['Open threads:', record.threads],
      ['Summary:', summary],
    ]
      .map(([heading, lines]) => [heading, ...(lines as string[]).map((l) => `- ${l}`)].join('\n'))
      .join('\n');
  let text = render();
  while (text.length > maxChars && summary.length > 1) {
    summary.shift();
    text = render();
  }
  return text.slice(0, maxChars);
}

const sameName = (remembered: RememberedPerson, person: Person) => remembered.name === person.name;
const sameCalled = (remembered: RememberedPerson, person: Person) =>
  nameAtStart(remembered.name)?.short === person.called;

/**
 * Which remembered line is whose: by whole name, then by the name they are called, so a line the
 * owner dropped or reworded loses nobody (the others keep their own); then in order, for names
 * the owner changed.
 */
export function rememberedFor(people: Person[], remembered: RememberedPerson[]): (RememberedPerson | undefined)[] {
  const left = [...remembered];
  const found: (RememberedPerson | undefined)[] = people.map(() => undefined);
  for (const same of [sameName, sameCalled]) {
    people.forEach((person, i) => {
      const index = found[i] ? -1 : left.findIndex((line) => same(line, person));
      if (index >= 0) found[i] = left.splice(index, 1)[0];
    });
  }
  const named = (i: number) => remembered.some((line) => sameName(line, people[i]) || sameCalled(line, people[i]));
  return found.map((line, i) => line ?? (named(i) ? undefined : left.shift()));
}
