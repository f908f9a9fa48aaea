import { ALLOWED, type Moderator, type Verdict } from '../port';
import { involvesMinor } from './minors';
import { normalise } from './normalise';
import { namesRealPerson } from './realPeople';

/** The built-in rules on one text, after normalisation. */
export function judge(text: string, now?: Date): Verdict {
  const normal = normalise(text);
  if (involvesMinor(normal, now)) return { allowed: false, reason: 'minor' };
  if (namesRealPerson(normal)) return { allowed: false, reason: 'real_person' };
  return ALLOWED;
}

/** The embedded default, always on: rules that need no service and no key. */
export class BuiltinModerator implements Moderator {
  readonly name = 'built-in rules';

  async check(texts: string[]): Promise<Verdict> {
    for (const text of texts) {
      const verdict = judge(text);
      if (!verdict.allowed) return verdict;
    }
    return ALLOWED;
  }
}
