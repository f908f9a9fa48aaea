import type { Person } from './cast';
import type { Deck } from './random';

/** A slot's value: fixed text, or a deck drawn from on each use so details vary. */
export type Slots = Record<string, string | Deck<string>>;

const PERSON_FIELDS = {
  obj: 'object',
  possessive: 'possessive',
  reflexive: 'reflexive',
  was: 'was',
  noun: 'noun',
  role: 'role',
  manner: 'manner',
  habit: 'habit',
  feature: 'feature',
} as const satisfies Record<string, keyof Person>;

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fills `{slot}` templates with the cast and the settings' vocabulary, then fixes sentence capitals. */
export class Renderer {
  constructor(
    private readonly hero: Person,
    private readonly beloved: Person,
    private readonly slots: Slots,
  ) {}

  render(template: string, extra: Record<string, string> = {}): string {
    const filled = template.replace(
      /\{(\^?)(\w+)(?:\.(\w+))?\}/g,
      (_m, caret: string, name: string, field?: string) => {
        const value = this.resolve(name, field, extra);
        return caret ? upperFirst(value) : value;
      },
    );
    // Capitalise each sentence start, but not narration that follows a closing quote.
    return upperFirst(filled.replace(/^([“"]?)([a-z])/, (_m, q: string, c: string) => q + c.toUpperCase())).replace(
      /([.!?])(\s+)([a-z])/g,
      (_m, p: string, s: string, c: string) => p + s + c.toUpperCase(),
    );
  }

  private resolve(name: string, field: string | undefined, extra: Record<string, string>): string {
    if (name === 'A') return this.hero.name;
    if (name === 'B') return this.beloved.name;
    if (name === 'a' || name === 'b') {
      const person = name === 'a' ? this.hero : this.beloved;
      if (!field) return person.subject;
      if (field === 'aRole') return withArticle(person.role);
      if (!(field in PERSON_FIELDS)) throw new Error(`Unknown pronoun field "${field}"`);
      return person[PERSON_FIELDS[field as keyof typeof PERSON_FIELDS]];
    }
    const value = name in extra ? extra[name] : this.slots[name];
    if (value === undefined) throw new Error(`Unknown template slot "${name}"`);
    return typeof value === 'string' ? value : value.draw();
  }
}
