import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessType } from '#common/catalogue/access';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let viewers: Record<string, BuiltUser | undefined>;
const ids = {} as Record<AccessType, string>;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await buildUser(t.ctx.db, { subscription: 'intimacy' });
  viewers = {
    guest: undefined,
    free: await buildUser(t.ctx.db),
    essentiel: await buildUser(t.ctx.db, { subscription: 'essentiel' }),
    seduction: await buildUser(t.ctx.db, { subscription: 'seduction' }),
    intimacy: await buildUser(t.ctx.db, { subscription: 'intimacy' }),
    owner,
    admin: await buildUser(t.ctx.db, { role: 'admin' }),
  };
  for (const accessType of ['public', 'private', 'premium_early_access', 'premium_exclusive'] as const) {
    ids[accessType] = (await buildStory(t.ctx.db, owner.user, { accessType, chapters: [{}, {}] })).id;
  }
});
afterAll(async () => {
  await t.close();
});

// Who may read each access type: 200 or 404 (refusal looks like absence).
const matrix: Record<AccessType, Record<string, 200 | 404>> = {
  public: { guest: 200, free: 200, essentiel: 200, seduction: 200, intimacy: 200, owner: 200, admin: 200 },
  private: { guest: 404, free: 404, essentiel: 404, seduction: 404, intimacy: 404, owner: 200, admin: 200 },
  premium_early_access: {
    guest: 404,
    free: 404,
    essentiel: 200,
    seduction: 200,
    intimacy: 200,
    owner: 200,
    admin: 200,
  },
  premium_exclusive: { guest: 404, free: 404, essentiel: 404, seduction: 404, intimacy: 200, owner: 200, admin: 200 },
};

describe('reading access', () => {
  const cases = Object.entries(matrix).flatMap(([accessType, row]) =>
    Object.entries(row).map(([viewer, status]) => [accessType as AccessType, viewer, status] as const),
  );

  it.each(cases)('%s story, %s viewer → %i', async (accessType, viewer, status) => {
    const token = viewers[viewer]?.token;
    const id = ids[accessType];
    for (const path of [
      `/api/stories/${id}`,
      `/api/stories/${id}/chapters`,
      `/api/stories/${id}/chapters/1/choices`,
      `/api/stories/${id}/chapters/1/stream`,
    ]) {
      const res = await t.api.get(path, token);
      expect(res.status, path).toBe(status);
      if (status === 404) expect(JSON.stringify(res.body)).not.toContain('Chapter 1 text');
    }
    if (viewer !== 'guest') expect((await t.api.post(`/api/stories/${id}/like`, undefined, token)).status).toBe(status);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await t.api.get('/api/stories/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.api.get('/api/stories/not-a-uuid')).status).toBe(404);
    expect((await t.api.get('/api/stories/not-a-uuid/chapters')).status).toBe(404);
  });

  it('tells owners (only) what they may do', async () => {
    const asOwner = await t.api.get(`/api/stories/${ids.public}`, viewers.owner!.token);
    expect(asOwner.body.can).toEqual({
      edit: true,
      delete: true,
      continue: true,
      conclude: false,
      changeVisibility: true,
      report: false,
      regenerate: true,
      editMemory: true,
    });
    const asAdmin = await t.api.get(`/api/stories/${ids.public}`, viewers.admin!.token);
    expect(asAdmin.body.can).toEqual({
      edit: true,
      delete: true,
      continue: false,
      conclude: false,
      changeVisibility: false,
      report: true,
      regenerate: false,
      editMemory: false,
    });
    const asGuest = await t.api.get(`/api/stories/${ids.public}`);
    expect(asGuest.body.can).toEqual({
      edit: false,
      delete: false,
      continue: false,
      conclude: false,
      changeVisibility: false,
      report: false,
      regenerate: false,
      editMemory: false,
    });
  });
});
