import { badRequest } from '#common/errors';
import { normalise } from '#server/providers/moderation/builtin/normalise';
import type { Moderator } from '#server/providers/moderation/port';
import { assertAllowed, NAME_REFUSALS } from './moderation.service';

export const RESERVED_NAME_REFUSAL = 'This name is reserved for Reverie staff. Please choose another name.';
export const HIDDEN_CHARACTERS_REFUSAL = 'Names cannot contain invisible or right-to-left control characters.';

/** Words that would let a name pass for the platform or its staff, read after folding ("Adm1n", "ＳＵＰＰＯＲＴ", "Reverie_Team"). */
const STAFF_WORDS =
  /\b(?:admins?|administrators?|support|moderators?|mods?|official|officials|reverie|staff|sysop|helpdesk|trust and safety)\b/;
/** Controls that hide or reorder what a name shows: bidi overrides and isolates, zero-width and other invisible characters. */
const HIDDEN =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]/;

/** Why a display name may not be used, if it may not: it hides characters or passes for staff. */
export function reservedNameProblem(name: string): string | undefined {
  if (HIDDEN.test(name)) return HIDDEN_CHARACTERS_REFUSAL;
  // "ReverieSupport" is two words.
  const words = normalise(name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
  return STAFF_WORDS.test(words) ? RESERVED_NAME_REFUSAL : undefined;
}

/** A display name a user chose: no staff words, nothing hidden, and nothing the moderation refuses. */
export async function assertDisplayNameAllowed(moderator: Moderator, name: string): Promise<void> {
  const problem = reservedNameProblem(name);
  if (problem) throw badRequest(problem);
  await assertAllowed(moderator, [name], NAME_REFUSALS);
}

/** A name from an identity provider, kept only when it would be allowed if typed; otherwise no name (shown as "User…"). */
export async function allowedNameOrNone(moderator: Moderator, name: string): Promise<string> {
  try {
    await assertDisplayNameAllowed(moderator, name);
    return name;
  } catch {
    return '';
  }
}
