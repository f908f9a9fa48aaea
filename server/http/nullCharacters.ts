import type { FastifyInstance } from 'fastify';
import { badRequest } from '#common/errors';

export const NULL_CHARACTER_MESSAGE = 'Text must not contain null characters';

/** True when a string anywhere in a parsed query, path or JSON body holds U+0000; walked without recursion, as bodies may nest deeply. */
function holdsNullCharacter(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so such input to the API is refused as a
 * validation error before any route reads it, instead of failing half-way in the database.
 * Web pages are left alone: the app shell loads, and its own API calls get the refusal.
 */
export function registerNullCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (holdsNullCharacter(request.query) || holdsNullCharacter(request.params) || holdsNullCharacter(request.body)) {
      throw badRequest(NULL_CHARACTER_MESSAGE);
    }
  });
}
