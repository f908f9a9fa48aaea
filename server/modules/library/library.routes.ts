import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STORY_TAGS } from '#common/catalogue/storyChoices';
import { NEXT_CURSOR_HEADER } from '#common/catalogue/wire';
import {
  pageQuerySchema,
  publicStoriesQuerySchema,
  storyListSchema,
  storyTagListSchema,
  storyTeasersSchema,
  userStoriesQuerySchema,
} from '#common/contract';
import { libraryEndpoints } from '#common/endpoints/library';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { routeOf } from '#server/http/endpoints';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { guestRead } from '#server/http/guestRead';
import { listOwnStories, listPremiumStories, listPublicStories, type StoryPage } from './library.service';
import { listTeasers } from './teasers.service';

const errors = errorResponses(400, 401, 403);

/** Story lists: Discover and the landing page, My Stories, the premium gallery; the tags Discover filters on. */
export async function registerLibraryRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const sendPage = (reply: { header(name: string, value: string): unknown }, page: StoryPage) => {
    reply.header('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.stories;
  };

  const publicStories = routeOf(libraryEndpoints.publicStories, storyListSchema);
  app.route({
    method: publicStories.method,
    url: publicStories.url,
    config: { auth: 'optional', ageGate: 'redact', readCache: 'lists' },
    schema: { querystring: publicStoriesQuerySchema, response: { 200: publicStories.answer, ...errors } },
    handler: async (request, reply) =>
      sendPage(
        reply,
        await guestRead(ctx.database, request, async (readDb) =>
          listPublicStories(readDb, viewerOf(request), request.query),
        ),
      ),
  });

  const teasers = routeOf(libraryEndpoints.teasers, storyTeasersSchema);
  app.route({
    method: teasers.method,
    url: teasers.url,
    config: { auth: 'none', ageGate: 'redact' },
    schema: { response: { 200: teasers.answer } },
    handler: (request) => guestRead(ctx.database, request, listTeasers),
  });

  app.get('/api/stories/tags', { config: { auth: 'none' }, schema: { response: { 200: storyTagListSchema } } }, () => [
    ...STORY_TAGS,
  ]);

  const premiumStories = routeOf(libraryEndpoints.premiumStories, storyListSchema);
  app.route({
    method: premiumStories.method,
    url: premiumStories.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: { querystring: pageQuerySchema, response: { 200: premiumStories.answer, ...errors } },
    handler: async (request, reply) => sendPage(reply, await listPremiumStories(db, userOf(request), request.query)),
  });

  const myStories = routeOf(libraryEndpoints.myStories, storyListSchema);
  app.route({
    method: myStories.method,
    url: myStories.url,
    config: { auth: 'user', ageGate: 'redact' },
    schema: { querystring: userStoriesQuerySchema, response: { 200: myStories.answer, ...errors } },
    handler: async (request) => listOwnStories(db, userOf(request), request.query.q),
  });
}
