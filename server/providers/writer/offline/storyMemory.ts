import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue';
import { MEMORY_SECTIONS } from '../prompts';
import type { Person } from './cast';

/**
 * The built-in writer's story memory: the same sections a language model writes, in a form the
 * writer reads back, so an owner's edit (a renamed character, a dropped thread) shapes the next
 * chapter.
 */
interface RememberedPerson {
  name: string;
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

export function readMemory(text: string): StoryMemoryRecord {
  const s = sections(text);
  const characters = (s.get('Characters:') ?? []).flatMap((line) => {
    const m = CHARACTER.exec(line);
    if (!m || !/^[\p{L}][\p{L}' -]{0,40}$/u.test(m[1])) return [];
    return [{ name: m[1].trim(), pronoun: m[2], role: m[3]?.trim(), manner: m[4]?.trim(), feature: m[5]?.trim() }];
  });
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
