import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chapterNumberText,
  chapterVersionsSchema,
  chapterWrittenResponseSchema,
  pathBodySchema,
  storyTreeSchema,
  idParams,
} from '#common/contract';
import { chapterEndpoints } from '#common/endpoints/chapters';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf, viewerOf } from '#server/http/routeAuth';
import { guestRead } from '#server/http/guestRead';
import { chapterParams, errors } from './chapterParams';
import { chooseMainPath, deleteBranch, storyTree } from './chapterTree.service';
import { listVersions, selectVersion } from './chapterVersions.service';

const versionParams = chapterParams.extend({ v: chapterNumberText('version') });
const branchParams = idParams.extend({ nodeId: z.string() });

/** The story as a tree: its map, its main path, the versions of a chapter, and pruning branches. */
export async function registerChapterTreeRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const tree = routeOf(chapterEndpoints.tree, storyTreeSchema);
  app.route({
    method: tree.method,
    url: tree.url,
    config: { auth: 'optional', ageGate: 'refuse', readCache: 'story' },
    schema: { params: idParams, response: { 200: tree.answer, ...errors } },
    handler: async (request) =>
      guestRead(
        ctx.database,
        request,
        async (readDb) => storyTree(readDb, viewerOf(request), request.params.id),
        request.params.id,
      ),
  });

  const path = routeOf(chapterEndpoints.path, storyTreeSchema);
  app.route({
    method: path.method,
    url: path.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: {
      params: idParams,
      body: bodyOf(chapterEndpoints.path, pathBodySchema),
      response: { 200: path.answer, ...errors },
    },
    handler: async (request) => chooseMainPath(db, userOf(request), request.params.id, request.body.leaf),
  });

  app.delete(
    '/api/stories/:id/branches/:nodeId',
    { config: { auth: 'user' }, schema: { params: branchParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteBranch(db, userOf(request), request.params.id, request.params.nodeId);
      return reply.status(204).send(null);
    },
  );

  const versions = routeOf(chapterEndpoints.versions, chapterVersionsSchema);
  app.route({
    method: versions.method,
    url: versions.url,
    config: { auth: 'optional', ageGate: 'refuse' },
    schema: { params: chapterParams, response: { 200: versions.answer, ...errors } },
    handler: async (request) => listVersions(db, viewerOf(request), request.params.id, request.params.n),
  });

  const selected = routeOf(chapterEndpoints.selectVersion, chapterWrittenResponseSchema);
  app.route({
    method: selected.method,
    url: selected.url,
    config: { auth: 'user', ageGate: 'refuse' },
    schema: { params: versionParams, response: { 200: selected.answer, ...errors } },
    handler: async (request) =>
      selectVersion(db, userOf(request), request.params.id, request.params.n, request.params.v),
  });
}
