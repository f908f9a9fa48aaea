import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '#common/errors';

export const COMMON_PASSWORD_MESSAGE =
  'Password is too common and easy to guess: please choose another one (a few unrelated words work well)';

/** zxcvbn's lowest score: fewer than about a thousand guesses (123456, password, qwerty…). */
const TOO_GUESSABLE = 0;

let checker: ZxcvbnFactory | undefined;

/** Refuses the most common passwords, on top of the specification's minimum length. */
export function assertUncommonPassword(password: string): void {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  if (checker.check(password).score <= TOO_GUESSABLE) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
