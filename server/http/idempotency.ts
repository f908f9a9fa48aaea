import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { IDEMPOTENCY_HEADERS } from '#common/catalogue/wire';
import { IDEMPOTENCY } from '#server/security';
import { badRequest } from '#common/errors';
import type { Database } from '#server/db/client';
import { admit, finish, release, type KeyRef } from '#server/modules/idempotency/idempotency.service';
import { optionalUser } from './currentUser';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the `Idempotency-Key` header: repeats get the first answer without a second effect. */
    idempotent?: boolean;
  }
}

export const KEY_FORMAT_MESSAGE = `${IDEMPOTENCY_HEADERS.key} must be 1 to ${IDEMPOTENCY.keyMaxLength} visible ASCII characters`;
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY.keyMaxLength}}$`);

/** The key as sent, bare or as the draft's quoted structured-field string; a malformed key is a 400. */
function parseKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw badRequest(KEY_FORMAT_MESSAGE);
  const quoted = /^"(.*)"$/.exec(header.trim());
  const key = quoted ? quoted[1] : header.trim();
  if (!KEY_PATTERN.test(key) || key.includes('"')) throw badRequest(KEY_FORMAT_MESSAGE);
  return key;
}

/** JSON with object keys in a fixed order, so the same payload always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('base64url');
}

/** A route's hooks of one kind with `hook` first, so it runs before the route's own and the plugins' (compression). */
function first<Hook>(hooks: Hook | Hook[] | undefined, hook: Hook): Hook[] {
  if (hooks === undefined) return [hook];
  return [hook, ...(Array.isArray(hooks) ? hooks : [hooks])];
}

/**
 * Routes with `config: { idempotent: true }` honour `Idempotency-Key` per signed-in user: the
 * first request runs, a repeat (also while the first runs) gets its status and body with
 * `Idempotent-Replayed: true`, the same key on another request is 422. A 5xx or 429 answer
 * releases the key so the request can be tried again. Answers are kept IDEMPOTENCY.ttlMs in the database.
 * The hooks go on those routes alone, so no other request pays for them; register before the routes.
 */
export function registerIdempotency(app: FastifyInstance, db: Database) {
  const running = new WeakMap<FastifyRequest, KeyRef>();

  const admitOrReplay: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = parseKey(request.headers[IDEMPOTENCY_HEADERS.key.toLowerCase()]);
    if (key === undefined) return;
    const user = await optionalUser(db, request);
    if (!user) return;
    const ref = { userId: user.id, key };
    const admission = await admit(db, ref, fingerprintOf(request));
    if (admission.kind === 'run') {
      running.set(request, ref);
      return;
    }
    const { status, body, contentType } = admission.answer;
    reply.code(status).header(IDEMPOTENCY_HEADERS.replayed, 'true');
    if (contentType) reply.type(contentType);
    return reply.send(body);
  };

  const keepAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
    const ref = running.get(request);
    if (!ref) return payload;
    running.delete(request);
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 500 || reply.statusCode === 429 || body === null) {
      await release(db, ref);
    } else {
      const contentType = reply.getHeader('content-type');
      await finish(db, ref, {
        status: reply.statusCode,
        body,
        contentType: typeof contentType === 'string' ? contentType : null,
      });
    }
    return payload;
  };

  // A request that ended without an answer (a hijacked or aborted reply) gives its key back.
  const releaseUnanswered: onResponseAsyncHookHandler = async (request) => {
    const ref = running.get(request);
    if (!ref) return;
    running.delete(request);
    await release(db, ref);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = first(route.preHandler, admitOrReplay);
    route.onSend = first(route.onSend, keepAnswer);
    route.onResponse = first(route.onResponse, releaseUnanswered);
  });
}
