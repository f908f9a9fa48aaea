import { z } from 'zod';
import { chapterStatusSchema } from './stories';

const nodeIdSchema = (field: string) => z.uuid({ error: `${field} must be a chapter id` });

export const chapterStepKindSchema = z.enum(['choice', 'own', 'continue', 'conclude']);

/** One chapter of the story's tree. A locked node carries no text, not even the step's. */
export const treeNodeSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  number: z.number().int(),
  via: z.object({ kind: chapterStepKindSchema, text: z.string() }),
  status: chapterStatusSchema,
  versions: z.number().int(),
  selectedVersion: z.number().int(),
  locked: z.boolean(),
});
export type TreeNode = z.infer<typeof treeNodeSchema>;

/** GET /api/stories/{id}/tree: every node, and the main path from chapter 1 to its end. */
export const storyTreeSchema = z.object({
  nodes: z.array(treeNodeSchema),
  mainPath: z.array(z.string()),
});
export type StoryTree = z.infer<typeof storyTreeSchema>;

/** GET /api/stories/{id}/chapters?leaf=: the chapters from chapter 1 to that node instead of the main path's. */
export const chaptersQuerySchema = z.object({ leaf: nodeIdSchema('leaf').optional() });

/** POST /api/stories/{id}/path */
export const pathBodySchema = z.object({ leaf: nodeIdSchema('leaf') });

/** POST /api/stories/{id}/chapters/{n}/unlock: with `leaf`, chapter n of the path to that node. */
export const unlockBodySchema = z.object({ leaf: nodeIdSchema('leaf').optional() }).nullish();

/** GET /api/stories/{id}/chapters/{n}/versions: newest first. */
export const chapterVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  excerpt: z.string(),
  selected: z.boolean(),
});
export const chapterVersionsSchema = z.array(chapterVersionSchema);
export type ChapterVersion = z.infer<typeof chapterVersionSchema>;
