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
import { chapterEndpoints } from '#common/endpoints/chapters';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
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

  const chapters = routeOf(chapterEndpoints.chapters, chaptersResponseSchema);
  app.route({
    method: chapters.method,
    url: chapters.url,
    config: { auth: 'optional', ageGate: 'refuse', readCache: 'story' },
    schema: {
      params: idParams,
      querystring: chaptersQuerySchema,
      response: { 200: chapters.answer, ...errors },
    },
    handler: async (request) => ({
      chapters: await guestRead(
        ctx.database,
        request,
        async (readDb) => listChapters(readDb, viewerOf(request), request.params.id, request.query.leaf),
        request.params.id,
      ),
    }),
  });

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

  const continued = routeOf(chapterEndpoints.continue, chapterWrittenResponseSchema);
  app.route({
    method: continued.method,
    url: continued.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: {
      params: idParams,
      body: bodyOf(chapterEndpoints.continue, continueStoryBodySchema),
      response: { 201: continued.answer, ...errors },
    },
    handler: async (request, reply) => {
      const user = userOf(request);
      return reply
        .status(201)
        .send(await continueStory(db, jobs, ctx.providers.moderation, user, request.params.id, request.body));
    },
  });

  const choice = routeOf(chapterEndpoints.choice, chapterWrittenResponseSchema);
  app.route({
    method: choice.method,
    url: choice.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: {
      params: chapterParams,
      body: bodyOf(chapterEndpoints.choice, choiceBodySchema),
      response: { 200: choice.answer, 201: choice.answer, ...errors },
    },
    handler: async (request, reply) => {
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
  });

  const retry = routeOf(chapterEndpoints.retry, chapterWrittenResponseSchema);
  app.route({
    method: retry.method,
    url: retry.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: { params: chapterParams, response: { 201: retry.answer, ...errors } },
    handler: async (request, reply) => {
      const user = userOf(request);
      return reply.status(201).send(await retryChapter(db, jobs, user, request.params.id, request.params.n));
    },
  });

  const unlock = routeOf(chapterEndpoints.unlock, unlockResponseSchema);
  app.route({
    method: unlock.method,
    url: unlock.url,
    config: { auth: 'user', idempotent: true, ageGate: 'refuse' },
    schema: {
      params: chapterParams,
      body: bodyOf(chapterEndpoints.unlock, unlockBodySchema),
      response: { 200: unlock.answer, ...errors },
    },
    handler: async (request) => {
      const user = userOf(request);
      return unlockChapter(db, user, request.params.id, request.params.n, request.body?.leaf);
    },
  });

  const openEventStream = eventStreams(root);
  const slots = streamSlots(root, ctx.config);
  app.route({
    // An event stream, not JSON: no answer schema.
    method: chapterEndpoints.stream.method,
    url: chapterEndpoints.stream.path,
    config: { auth: 'optional', ageGate: 'refuse' },
    schema: { params: chapterParams },
    handler: async (request, reply) => {
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
  });
}
