import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoryTree, TreeNode } from '#common/contract';
import { adminAuditLog, creditLedger } from '#server/db/schema';
import { WriterError } from '#server/providers/writer/port';
import { testAppWithControlledWriter } from '#server/test/controlledWriterApp';
import { buildStory, buildUser, waitForChapter } from '#server/test/factories';
import { findUserById } from '../users/users.repo';
import { LEDGER_REASONS } from '../credits/ledger';

const { t, control } = testAppWithControlledWriter();

const credits = async (userId: string) => (await findUserById(t.ctx.db, userId))!.textCredits;
const ledger = (userId: string, reason: string) =>
  t.ctx.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)));
const tree = async (storyId: string, token?: string): Promise<StoryTree> =>
  (await t.api.get(`/api/stories/${storyId}/tree`, token)).body;
const nodeFor = (found: StoryTree, text: string) => found.nodes.find((n: TreeNode) => n.via.text === text)!;

/** Writes the chapter the writer is asked for next, and waits until readers see it finished. */
async function writeNext(storyId: string, token: string, text: string, choices: string[] = []) {
  const call = await control.nextCall();
  call.write(text);
  call.finish({ choices });
  await waitForChapter(t.api, storyId, call.request.chapterNumber, token);
  return call;
}

async function forkingStory() {
  const owner = await buildUser(t.ctx.db, { textCredits: 10 });
  const story = await buildStory(t.ctx.db, owner.user, {
    chapters: [{ content: 'It began at dusk. '.repeat(20), choices: ['Follow her', 'Stay behind'] }],
  });
  return { owner, story, base: `/api/stories/${story.id}` };
}

describe('the story as a tree', () => {
  it('keeps both branches from chapter 1 and a regenerated chapter, charging once per text written', async () => {
    const { owner, story, base } = await forkingStory();

    expect((await t.api.post(`${base}/chapters/1/choice`, { choice: 'Follow her' }, owner.token)).status).toBe(201);
    await writeNext(story.id, owner.token, 'She followed.', ['Left', 'Right']);
    // Another option at a past chapter: a sibling branch, written after chapter 1's own text.
    const other = await t.api.post(`${base}/chapters/1/choice`, { choice: 'Stay behind' }, owner.token);
    expect(other.status).toBe(201);
    expect(other.body.chapter).toMatchObject({ number: 2, status: 'writing' });
    const call = await writeNext(story.id, owner.token, 'She stayed.');
    expect(call.request.earlierChapters.at(-1)).toContain('It began at dusk.');
    expect(call.request.earlierChapters.join('\n')).not.toContain('She followed.');
    expect(await credits(owner.user.id)).toBe(8);

    let found = await tree(story.id, owner.token);
    const [root] = found.nodes;
    const followed = nodeFor(found, 'Follow her');
    const stayed = nodeFor(found, 'Stay behind');
    expect(found.nodes).toHaveLength(3);
    expect(root).toMatchObject({ parentId: null, number: 1, versions: 1, selectedVersion: 1 });
    expect(followed).toMatchObject({ parentId: root.id, number: 2, via: { kind: 'choice' }, status: 'ready' });
    expect(found.mainPath).toEqual([root.id, stayed.id]);
    let main = (await t.api.get(`${base}/chapters`, owner.token)).body.chapters;
    expect(main.map((c: { content: string }) => c.content)).toEqual([expect.any(String), 'She stayed.']);
    expect(main[0].chosenChoice).toBe('Stay behind');

    const branch = await t.api.get(`${base}/chapters?leaf=${followed.id}`, owner.token);
    expect(branch.body.chapters.map((c: { content: string }) => c.content)).toEqual([
      expect.any(String),
      'She followed.',
    ]);
    expect(branch.body.chapters[0].chosenChoice).toBe('Follow her');
    expect((await t.api.get(`${base}/chapters?leaf=nope`, owner.token)).body.message).toBe('leaf must be a chapter id');
    expect((await t.api.get(`${base}/chapters?leaf=${crypto.randomUUID()}`, owner.token)).status).toBe(404);

    // The option taken before moves the main path back, without writing or charging.
    const back = await t.api.post(`${base}/chapters/1/choice`, { choice: 'Follow her' }, owner.token);
    expect(back).toMatchObject({ status: 200, body: { chapter: { number: 2, content: 'She followed.' } } });
    expect(back.body.story.currentChapter).toBe(2);
    expect((await tree(story.id, owner.token)).mainPath).toEqual([root.id, followed.id]);
    const moved = await t.api.post(`${base}/path`, { leaf: stayed.id }, owner.token);
    expect(moved).toMatchObject({ status: 200, body: { mainPath: [root.id, stayed.id] } });
    expect((await t.api.post(`${base}/path`, { leaf: 'x' }, owner.token)).status).toBe(400);
    expect(await credits(owner.user.id)).toBe(8);

    // Regenerating adds a version; keeping the old one back is free.
    expect((await t.api.post(`${base}/chapters/2/regenerate`, {}, owner.token)).status).toBe(201);
    await writeNext(story.id, owner.token, 'She stayed, once more.');
    expect(await credits(owner.user.id)).toBe(7);
    const versions = (await t.api.get(`${base}/chapters/2/versions`, owner.token)).body;
    expect(versions).toMatchObject([
      { version: 2, excerpt: 'She stayed, once more.', selected: true },
      { version: 1, excerpt: 'She stayed.', selected: false },
    ]);
    const kept = await t.api.post(`${base}/chapters/2/versions/1/select`, {}, owner.token);
    expect(kept).toMatchObject({ status: 200, body: { chapter: { number: 2, content: 'She stayed.' } } });
    expect((await t.api.post(`${base}/chapters/2/versions/7/select`, {}, owner.token)).status).toBe(404);
    main = (await t.api.get(`${base}/chapters`, owner.token)).body.chapters;
    expect(main[1].content).toBe('She stayed.');
    found = await tree(story.id, owner.token);
    expect(nodeFor(found, 'Stay behind')).toMatchObject({ versions: 2, selectedVersion: 1 });
    expect(
      (await t.api.get(`${base}/chapters/2/versions`, owner.token)).body.map((v: { version: number }) => v.version),
    ).toEqual([2, 1]);

    expect(await credits(owner.user.id)).toBe(7);
    expect(await ledger(owner.user.id, LEDGER_REASONS.chapterCharge)).toHaveLength(3);
  });

  it('hides locked text on every route, and a reader’s unlock holds on every path', async () => {
    const { owner, story, base } = await forkingStory();
    await t.api.post(`${base}/chapters/1/choice`, { choice: 'Follow her' }, owner.token);
    // A locked chapter shows its first 100 characters as a preview; what follows is for those who unlocked it.
    const opening = 'The road went on. '.repeat(8);
    await writeNext(story.id, owner.token, `${opening}Secret of the left road.`);
    await t.api.post(`${base}/chapters/1/choice`, { choice: 'Stay behind' }, owner.token);
    await writeNext(story.id, owner.token, `${opening}Secret of the right road.`);
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    const { nodes } = await tree(story.id, reader.token);
    expect(nodes.filter((n) => n.number === 2)).toEqual([
      expect.objectContaining({ locked: true, via: { kind: 'choice', text: '' } }),
      expect.objectContaining({ locked: true, via: { kind: 'choice', text: '' } }),
    ]);
    const ownerTree = await tree(story.id, owner.token);
    const left = nodeFor(ownerTree, 'Follow her');
    const right = nodeFor(ownerTree, 'Stay behind');

    for (const route of [`${base}/chapters`, `${base}/chapters?leaf=${left.id}`, `${base}/tree`]) {
      const body = JSON.stringify((await t.api.get(route, reader.token)).body);
      expect(body).not.toContain('Secret of');
      expect(JSON.stringify((await t.api.get(route)).body)).not.toContain('Secret of');
    }
    expect((await t.api.get(`${base}/chapters/2/versions`, reader.token)).status).toBe(403);
    expect((await t.api.post(`${base}/path`, { leaf: left.id }, reader.token)).status).toBe(403);

    expect((await t.api.post(`${base}/chapters/2/unlock`, {}, reader.token)).status).toBe(200);
    const paid = await credits(reader.user.id);
    const readAt = async (leaf: string) =>
      (await t.api.get(`${base}/chapters?leaf=${leaf}`, reader.token)).body.chapters[1];
    expect(await readAt(right.id)).toMatchObject({ locked: false, content: `${opening}Secret of the right road.` });
    expect(await readAt(left.id)).toMatchObject({ locked: true });
    expect((await readAt(left.id)).content).toBeUndefined();

    const guestChoice = async () => (await t.api.get(`${base}/chapters`)).body.chapters[0].chosenChoice;
    expect(await guestChoice()).toBe('Stay behind');
    await t.api.post(`${base}/path`, { leaf: left.id }, owner.token);
    // What guests are served from the read cache follows the main path.
    expect(await guestChoice()).toBe('Follow her');
    expect((await t.api.get(`${base}/chapters`, reader.token)).body.chapters[1]).toMatchObject({ locked: true });
    await t.api.post(`${base}/path`, { leaf: right.id }, owner.token);
    expect((await t.api.get(`${base}/chapters`, reader.token)).body.chapters[1]).toMatchObject({
      locked: false,
      content: `${opening}Secret of the right road.`,
    });
    expect(await credits(reader.user.id)).toBe(paid);

    // A chapter of another branch is unlocked on the path to it, and charged once.
    const branchUnlock = await t.api.post(`${base}/chapters/2/unlock`, { leaf: left.id }, reader.token);
    expect(branchUnlock).toMatchObject({
      status: 200,
      body: { chapter: { content: `${opening}Secret of the left road.` } },
    });
    expect((await t.api.post(`${base}/chapters/2/unlock`, { leaf: left.id }, reader.token)).status).toBe(200);
    expect(await readAt(left.id)).toMatchObject({ locked: false });
    expect(await credits(reader.user.id)).toBe(paid - 1);
  });

  it('lets the owner steer in their own words at a chapter with choices, moderated and charged like a choice', async () => {
    const { owner, story, base } = await forkingStory();
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    const own = { choice: 'Climb the bell tower', own: true };
    expect((await t.api.post(`${base}/chapters/1/choice`, own, reader.token)).status).toBe(403);
    const unsafe = await t.api.post(
      `${base}/chapters/1/choice`,
      { ...own, choice: 'she is 15 years old' },
      owner.token,
    );
    expect(unsafe.status).toBe(400);
    expect(await credits(owner.user.id)).toBe(10);

    const res = await t.api.post(`${base}/chapters/1/choice`, own, owner.token);
    expect(res.status).toBe(201);
    const call = await writeNext(story.id, owner.token, 'From the tower, the city.');
    expect(call.request.instruction).toEqual({ kind: 'choice', choice: 'Climb the bell tower' });
    expect(await credits(owner.user.id)).toBe(9);
    const { nodes } = await tree(story.id, owner.token);
    expect(nodes[1]).toMatchObject({ via: { kind: 'own', text: 'Climb the bell tower' } });
    expect((await t.api.get(`${base}/chapters`, owner.token)).body.chapters[0].chosenChoice).toBe(
      'Climb the bell tower',
    );
  });

  it('creates one child per option when choices race at the same chapter', async () => {
    const { owner, story, base } = await forkingStory();
    const choose = (choice: string) => t.api.post(`${base}/chapters/1/choice`, { choice }, owner.token);
    const results = await Promise.all([
      choose('Follow her'),
      choose('Follow her'),
      choose('Follow her'),
      choose('Stay behind'),
    ]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => [200, 201, 409].includes(r.status))).toBe(true);
    expect(await credits(owner.user.id)).toBe(9);
    await writeNext(story.id, owner.token, 'One road taken.');
    const again = await Promise.all([choose('Follow her'), choose('Stay behind'), choose('Stay behind')]);
    expect(again.filter((r) => r.status === 201).length).toBeLessThanOrEqual(1);
    if (again.some((r) => r.status === 201)) await writeNext(story.id, owner.token, 'The other road.');
    const children = (await tree(story.id, owner.token)).nodes.filter((n) => n.number === 2);
    expect(new Set(children.map((n) => n.via.text)).size).toBe(children.length);
    expect(await credits(owner.user.id)).toBe(10 - children.length);
  });

  it('refunds a failed branch chapter once, and deletes branches but never the main path', async () => {
    const { owner, story, base } = await forkingStory();
    await t.api.post(`${base}/chapters/1/choice`, { choice: 'Follow her' }, owner.token);
    await writeNext(story.id, owner.token, 'She followed.');
    await t.api.post(`${base}/chapters/1/choice`, { choice: 'Stay behind' }, owner.token);
    (await control.nextCall()).fail(new WriterError('The writer is away', true));
    const failed = await waitForChapter(t.api, story.id, 2, owner.token);
    expect(failed.status).toBe('failed');
    expect(await credits(owner.user.id)).toBe(9);
    expect(await ledger(owner.user.id, LEDGER_REASONS.chapterRefund)).toHaveLength(1);

    const found = await tree(story.id, owner.token);
    const followed = nodeFor(found, 'Follow her');
    const stayed = nodeFor(found, 'Stay behind');
    const mainRemoval = await t.api.delete(`${base}/branches/${stayed.id}`, owner.token);
    expect(mainRemoval).toMatchObject({ status: 409, body: { message: 'The main path cannot be deleted' } });
    expect((await t.api.delete(`${base}/branches/${found.nodes[0].id}`, owner.token)).status).toBe(409);
    expect((await t.api.delete(`${base}/branches/${followed.id}`, (await buildUser(t.ctx.db)).token)).status).toBe(403);
    expect((await t.api.delete(`${base}/branches/${followed.id}`, owner.token)).status).toBe(204);
    expect((await t.api.delete(`${base}/branches/${followed.id}`, owner.token)).status).toBe(404);
    expect((await tree(story.id, owner.token)).nodes.map((n) => n.id)).toEqual([found.nodes[0].id, stayed.id]);
    expect(await credits(owner.user.id)).toBe(9);
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, story.id));
    expect(audit).toMatchObject([{ action: 'story.branch.delete', adminId: owner.user.id }]);
  });
});
