import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chapterWrittenResponseSchema,
  chaptersResponseSchema,
  choiceBodySchema,
  choicesResponseSchema,
  continueStoryBodySchema,
  unlockResponseSchema,
} from '#common/contract';
import { chapterStreamEvents } from '#common/catalogue';
import type { AppContext } from '#server/context';
import { optionalUser, requireUser } from '#server/http/currentUser';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { chapterParams, errors, storyParams } from './chapterParams';
import { watchChapter } from './chapterStream.service';
import { chooseChoice, continueStory, retryChapter } from './chapterWriting.service';
import { chapterChoices, listChapters, unlockChapter } from './chapters.service';

/** How long, when the server closes, open streams may take to receive their last event. */
const STREAM_CLOSE_GRACE_MS = 2000;
const HEARTBEAT_MS = 15_000;

export async function registerChapterRoutes(root: FastifyInstance, ctx: AppContext, jobs: ChapterQueue) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/stories/:id/chapters',
    {
      config: { ageGate: 'refuse' },
      schema: { params: storyParams, response: { 200: chaptersResponseSchema, ...errors } },
    },
    async (request) => ({
      chapters: await listChapters(db, await optionalUser(db, request), request.params.id),
    }),
  );

  app.get(
    '/api/stories/:id/chapters/:n/choices',
    {
      config: { ageGate: 'refuse' },
      schema: { params: chapterParams, response: { 200: choicesResponseSchema, ...errors } },
    },
    async (request) => ({
      choices: await chapterChoices(db, await optionalUser(db, request), request.params.id, request.params.n),
    }),
  );

  app.post(
    '/api/stories/:id/continue',
    {
      config: { idempotent: true, ageGate: 'refuse' },
      schema: {
        params: storyParams,
        body: continueStoryBodySchema,
        response: { 201: chapterWrittenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(db, request);
      return reply
        .status(201)
        .send(await continueStory(db, jobs, ctx.providers.moderation, user, request.params.id, request.body));
    },
  );

  app.post(
    '/api/stories/:id/chapters/:n/choice',
    {
      config: { idempotent: true, ageGate: 'refuse' },
      schema: {
        params: chapterParams,
        body: choiceBodySchema,
        response: { 201: chapterWrittenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(db, request);
      return reply
        .status(201)
        .send(
          await chooseChoice(
            db,
            jobs,
            ctx.providers.moderation,
            user,
            request.params.id,
            request.params.n,
            request.body.choice,
          ),
        );
    },
  );

  app.post(
    '/api/stories/:id/chapters/:n/retry',
    {
      config: { idempotent: true, ageGate: 'refuse' },
      schema: { params: chapterParams, response: { 201: chapterWrittenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await requireUser(db, request);
      return reply.status(201).send(await retryChapter(db, jobs, user, request.params.id, request.params.n));
    },
  );

  app.post(
    '/api/stories/:id/chapters/:n/unlock',
    {
      config: { idempotent: true, ageGate: 'refuse' },
      schema: { params: chapterParams, response: { 200: unlockResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(db, request);
      return unlockChapter(db, user, request.params.id, request.params.n);
    },
  );

  const openStreams = new Set<() => void>();
  // Runs after the chapter runner has stopped: the chapters it was writing have just failed, so their
  // readers are about to get a `done` event; they get a moment for it before the rest are ended.
  app.addHook('preClose', async () => {
    const deadline = Date.now() + STREAM_CLOSE_GRACE_MS;
    while (openStreams.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/api/stories/:id/chapters/:n/stream',
    { config: { ageGate: 'refuse' }, schema: { params: chapterParams } },
    async (request, reply) => {
      const watch = await watchChapter(
        ctx.database,
        await optionalUser(db, request),
        request.params.id,
        request.params.n,
      );
      reply.hijack();
      const res = reply.raw;
      // Hijacked: the headers the hooks set (security, request id) go out with the stream's own.
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        openStreams.delete(end);
        void watch.close();
        res.end();
      };
      openStreams.add(end);
      res.on('close', end);
      watch.start({
        text: (text) => send(chapterStreamEvents.text, { text }),
        done: (chapter) => {
          send(chapterStreamEvents.done, chapter);
          end();
        },
        error: end,
      });
    },
  );
}
