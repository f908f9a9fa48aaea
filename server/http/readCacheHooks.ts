import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '#common/catalogue/wire';
import type { DatabaseHandle, Unlisten } from '#server/db/client';
import { NotificationFence } from '#server/db/notificationFence';
import { knownSessionUserId } from '#server/modules/auth/auth.service';
import type { CacheMetrics } from '#server/modules/metrics/metrics.service';
import type { AgeGatePolicy } from '#server/policies/ageGate.policy';
import { READ_FLIGHT_WAIT_MS } from '#server/tuning';
import { gateAppliesTo } from './ageGate';
import { replicaStaleBoundOf } from './guestRead';
import { encodingFor } from './compression';
import { bearerToken, resolvedUserOf } from './currentUser';
import {
  GUEST,
  ReadCache,
  cacheKey,
  type CacheScope,
  type CachedBody,
  type ReadCacheOptions,
  type Reader,
} from './readCacheStore';

/** The channel migrations 0016 and 0020's triggers announce changes on. */
const READ_CACHE_CHANNEL = 'read_cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the read cache treats the route. On a GET, the answers it keeps: `lists` (the public lists),
     * `story` (one story's, by its `:id`), `account` (the signed-in reader's own, not a guest's).
     * `ownAccount`: the route changes its caller's account alone (never what another reader reads,
     * and the triggers would still say so), even as a GET (a payment confirmation fulfils the payment).
     */
    readCache?: 'lists' | 'story' | 'account' | 'ownAccount';
  }
}

const KEPT_HEADERS = ['content-type', NEXT_CURSOR_HEADER.toLowerCase(), 'access-control-expose-headers'];
/** Lower case, as @fastify/compress looks for its own before adding it (on answers made afresh). */
const VARY = 'authorization, accept-encoding';

/** A read the cache could not answer: what it covers, and when it began (an answer older than a change is not kept). */
interface PendingRead {
  scope: CacheScope;
  at: number;
}

const storyIdOf = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id;

function scopeOf(request: FastifyRequest): CacheScope | undefined {
  if (request.method !== 'GET') return undefined;
  const kept = request.routeOptions.config.readCache;
  if (kept === 'lists') return 'lists';
  if (kept === 'account') return request.headers.authorization === undefined ? undefined : 'account';
  const id = storyIdOf(request);
  return kept === 'story' && id ? { story: id } : undefined;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function validators(reply: FastifyReply, entry: CachedBody, vary: string) {
  reply.header('etag', entry.etag);
  reply.header('cache-control', entry.reader === GUEST ? 'no-cache' : 'private, no-cache');
  reply.header('vary', vary);
}

/**
 * Where age assurance applies, the same URL answers differently (without the text, or refused):
 * such answers are kept apart, and a regional gate's header is named in Vary for caches on the way.
 */
function ageGateKeying(policy: AgeGatePolicy | undefined) {
  if (!policy || policy.mode === 'off') return { urlOf: (request: FastifyRequest) => request.url, vary: VARY };
  return {
    urlOf: (request: FastifyRequest) => (gateAppliesTo(policy, request) ? `${request.url}#age-gated` : request.url),
    vary: policy.countryHeader ? `${VARY}, ${policy.countryHeader}` : VARY,
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const writesOwnAccount = (request: FastifyRequest) => request.routeOptions.config.readCache === 'ownAccount';

/** A write, or a read that may write the reader's account (a payment confirmation fulfils the payment). */
function mayWrite(request: FastifyRequest): boolean {
  return !READ_METHODS.has(request.method) || writesOwnAccount(request);
}

/**
 * Writes this instance acknowledges drop what they change before the answer leaves. What they change
 * for other readers (an author's badges and credits earned by a reader's like, an account paid for by
 * a payment provider's webhook) the triggers' notifications tell: a successful write is answered once
 * this instance has heard them.
 */
async function invalidateForWrite(cache: ReadCache, fence: NotificationFence, request: FastifyRequest, status: number) {
  const writer = await resolvedUserOf(request);
  if (writer) cache.readerChanged(writer.id);
  const route = request.routeOptions.url ?? request.url;
  if (!writesOwnAccount(request)) {
    const id = storyIdOf(request);
    if (route.startsWith('/api/stories/:id') && id) cache.storyChanged(id, true);
    else cache.everythingChanged();
  }
  if (status < 400) await fence.pass();
}

/**
 * The public list, a story, its chapters and `me` are answered from memory with an ETag (and 304):
 * guests share one answer per URL, each signed-in reader has their own. A hit is answered before
 * anything else runs, the database included: a signed-in reader is recognised from the session
 * cache alone. Invalidation: at once on this instance for every write it answers, and on every
 * instance through the database triggers' NOTIFY, which also covers background work (chapters
 * being written, narration, refunds, sweeps) and a reader's account (credits, plan, unlocks). A
 * write is answered once this instance has heard its notifications (`NotificationFence`).
 */
export function registerReadCache(
  app: FastifyInstance,
  database: DatabaseHandle,
  metrics: CacheMetrics,
  options?: ReadCacheOptions,
  ageGate?: AgeGatePolicy,
): ReadCache {
  const { urlOf, vary } = ageGateKeying(ageGate);
  const cache = new ReadCache(options, (hit, reader) =>
    reader === GUEST ? metrics.guestRead(hit) : metrics.signedInRead(hit),
  );
  const startedAt = new WeakMap<FastifyRequest, PendingRead>();
  /**
   * Reads the cache could not answer and that are asking the database, by cache key: the same read
   * asked for meanwhile waits for that answer rather than asking too. Without it, a popular list
   * that just expired or changed is read by every reader waiting for it at once (50 concurrent
   * searches took the bench's search from thousands of answers a second to timeouts).
   */
  const flights = new Map<string, Promise<void>>();
  const landings = new WeakMap<FastifyRequest, () => void>();
  const fence = new NotificationFence(database, READ_CACHE_CHANNEL);
  let unlisten: Unlisten | undefined;

  app.addHook('onReady', async () => {
    unlisten = await database.listen(READ_CACHE_CHANNEL, (payload) => {
      if (fence.heard(payload)) return;
      cache.apply(payload);
      database.replicas?.changed(payload);
    });
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });

  app.addHook('onRequest', (request, reply, done) => {
    const scope = scopeOf(request);
    if (!scope) return done();
    const token = bearerToken(request);
    const reader = token === undefined ? GUEST : knownSessionUserId(database.db, token);
    const url = urlOf(request);
    const entry = cache.get(reader, url);
    if (entry) return answerFrom(entry, request, reply);
    const key = reader === undefined ? undefined : cacheKey(reader, url);
    const flight = key === undefined ? undefined : flights.get(key);
    const askDatabase = () => {
      startedAt.set(request, { scope, at: cache.now() });
      done();
    };
    if (!flight) {
      if (key !== undefined) lead(request, key);
      return askDatabase();
    }
    void waitFor(flight).then(() => {
      const landed = cache.get(reader, url);
      if (landed) answerFrom(landed, request, reply);
      else askDatabase();
    });
  });

  function answerFrom(entry: CachedBody, request: FastifyRequest, reply: FastifyReply) {
    validators(reply, entry, vary);
    if (matchesEtag(request, entry.etag)) return void reply.code(304).send();
    reply.headers(entry.headers);
    const encoding = encodingFor(request.headers['accept-encoding'], entry.body.length);
    if (!encoding) return void reply.code(200).send(entry.body);
    reply.code(200).header('content-encoding', encoding).send(cache.encoded(entry, encoding));
  }

  /** This request asks the database for `key`; others asking meanwhile wait until it has answered. */
  function lead(request: FastifyRequest, key: string) {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => {
      resolve = settle;
    });
    flights.set(key, promise);
    landings.set(request, () => {
      if (flights.get(key) === promise) flights.delete(key);
      resolve();
    });
  }

  /** A flight lands when its answer is sent (kept by then, when it could be), however it ended. */
  const land = (request: FastifyRequest) => {
    landings.get(request)?.();
    landings.delete(request);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    land(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    land(request);
    done();
  });

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: string, pending: PendingRead) => {
    const reader = await readerOf(request);
    if (reader === undefined) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    const replicaBound = replicaStaleBoundOf(request);
    const notAfter = Math.min(
      reader.premiumUntil ?? Number.POSITIVE_INFINITY,
      replicaBound === undefined ? Number.POSITIVE_INFINITY : Date.now() + replicaBound,
    );
    const entry = cache.store(
      urlOf(request),
      pending.at,
      { body: payload, headers, scope: pending.scope, reader: reader.id },
      notAfter,
    );
    validators(reply, entry, vary);
    if (matchesEtag(request, entry.etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };

  // Synchronous unless there is work to wait for: an answer served from memory passes straight through.
  app.addHook('onSend', (request, reply, payload, done) => {
    let work: Promise<unknown> | undefined;
    if (mayWrite(request)) {
      work = invalidateForWrite(cache, fence, request, reply.statusCode).then(() => payload);
    } else {
      const pending = startedAt.get(request);
      if (pending && reply.statusCode === 200 && typeof payload === 'string') {
        startedAt.delete(request);
        work = keepAnswer(request, reply, payload, pending);
      }
    }
    if (!work) return done(null, payload);
    work.then((answer) => done(null, answer), done);
  });

  return cache;
}

/**
 * Whom an answer just made was for: a guest, or the user its route resolved (undefined when it did
 * not, so nothing is kept). A reader's answer lives no longer than earned premium days they hold.
 */
async function readerOf(request: FastifyRequest): Promise<{ id: Reader; premiumUntil?: number } | undefined> {
  if (bearerToken(request) === undefined) return { id: GUEST };
  const user = await resolvedUserOf(request);
  if (!user) return undefined;
  const premiumUntil = user.premiumUntil?.getTime();
  return {
    id: user.id,
    premiumUntil: premiumUntil !== undefined && premiumUntil > Date.now() ? premiumUntil : undefined,
  };
}

/** The flight, or READ_FLIGHT_WAIT_MS, whichever ends first: a read that stalls holds the others up no longer. */
function waitFor(flight: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, READ_FLIGHT_WAIT_MS);
  });
  return Promise.race([flight, patience]).finally(() => clearTimeout(timer));
}
