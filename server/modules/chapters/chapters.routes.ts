import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chapterWrittenResponseSchema,
  chaptersQuerySchema,
  chaptersResponseSchema,
  choiceBodySchema,
  choicesResponseSchema,
  continueStoryBodySchema,
  unlockBodySchema,
  unlockResponseSchema,
  idParams,
} from '#common/contract';
import { chapterStreamEvents } from '#common/catalogue/wire';
import type { AppContext } from '#server/context';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { guestRead } from '#server/http/guestRead';
import { eventStreams } from '#server/http/eventStream';
import { streamSlots } from '#server/http/streamSlots';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { chapterParams, errors } from './chapterParams';
import { watchChapter } from './chapterStream.service';
import { chooseChoice, continueStory, retryChapter } from './chapterWriting.service';
import { chapterChoices, listChapters, unlockChapter } from './chapters.service';

/** A text stream's event id is a character offset; anything else starts the stream from the beginning. */
function resumeOffset(lastEventId: string | string[] | undefined): number {
  const value = Array.isArray(lastEventId) ? lastEventId[0] : lastEventId;
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
}

export async function registerChapterRoutes(root: FastifyInstance, ctx: AppContext, jobs: ChapterQueue) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/stories/:id/chapters',
    {
      config: { auth: 'optional', ageGate: 'refuse', readCache: 'story' },
      schema: {
        params: idParams,
        querystring: chaptersQuerySchema,
        response: { 200: chaptersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      chapters: await guestRead(
        ctx.database,
        request,
        async (readDb) => listChapters(readDb, viewerOf(request), request.params.id, request.query.leaf),
        request.params.id,
      ),
    }),
  );

  app.get(
    '/api/stories/:id/chapters/:n/choices',
    {
      config: { auth: 'optional', ageGate: 'refuse' },
      schema: { params: chapterParams, response: { 200: choicesResponseSchema, ...errors } },
    },
    async (request) => ({
      choices: await chapterChoices(db, viewerOf(request), request.params.id, request.params.n),
    }),
  );

  app.post(
    '/api/stories/:id/continue',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: {
        params: idParams,
        body: continueStoryBodySchema,
        response: { 201: chapterWrittenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return reply
        .status(201)
        .send(await continueStory(db, jobs, ctx.providers.moderation, user, request.params.id, request.body));
    },
  );

  app.post(
    '/api/stories/:id/chapters/:n/choice',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: {
        params: chapterParams,
        body: choiceBodySchema,
        response: { 200: chapterWrittenResponseSchema, 201: chapterWrittenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { wrote, ...answer } = await chooseChoice(
        db,
        jobs,
        ctx.providers.moderation,
        user,
        request.params.id,
        request.params.n,
        request.body,
      );
      // A step taken before moves the main path onto its branch: nothing new is written.
      return reply.status(wrote ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/api/stories/:id/chapters/:n/retry',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: { params: chapterParams, response: { 201: chapterWrittenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = userOf(request);
      return reply.status(201).send(await retryChapter(db, jobs, user, request.params.id, request.params.n));
    },
  );

  app.post(
    '/api/stories/:id/chapters/:n/unlock',
    {
      config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
      schema: { params: chapterParams, body: unlockBodySchema, response: { 200: unlockResponseSchema, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      return unlockChapter(db, user, request.params.id, request.params.n, request.body?.leaf);
    },
  );

  const openEventStream = eventStreams(root);
  const slots = streamSlots(root, ctx.config);
  app.get(
    '/api/stories/:id/chapters/:n/stream',
    { config: { auth: 'optional', ageGate: 'refuse' }, schema: { params: chapterParams } },
    async (request, reply) => {
      const user = viewerOf(request);
      const watch = await watchChapter(ctx.database, user, request.params.id, request.params.n);
      let releaseSlot: () => void;
      try {
        releaseSlot = await slots.take({ userId: user?.id, ip: request.ip });
      } catch (error) {
        await watch.close();
        throw error;
      }
      const stream = openEventStream(reply, () => {
        releaseSlot();
        void watch.close();
      });
      // Each text event's id is the length of the text so far: a reader whose connection broke comes
      // back, to any instance, with it as Last-Event-ID and receives exactly what it missed.
      watch.start(
        {
          text: (text, upTo) => stream.send(chapterStreamEvents.text, { text }, upTo),
          done: (chapter) => {
            stream.send(chapterStreamEvents.done, chapter);
            stream.end();
          },
          error: stream.end,
        },
        resumeOffset(request.headers['last-event-id']),
      );
    },
  );
}
