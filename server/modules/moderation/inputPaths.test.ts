import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findChapter } from '../chapters/chapters.repo';
import { findUserById } from '../users/users.repo';
import { MINOR_REFUSAL, NAME_REFUSALS, REAL_PERSON_REFUSAL } from './moderation.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADULTS = { protagonistDescription: 'a 34-year-old archivist', loveInterestDescription: 'a sea captain, 41' };
const textCredits = async (id: string) => (await findUserById(t.ctx.db, id))!.textCredits;
const ownStories = async (token: string) => (await t.api.get('/api/user/stories', token)).body as unknown[];

describe('every input path is checked before anything is charged or stored', () => {
  it.each([
    ['title', { title: 'Seventeen and curious', settings: ADULTS }, MINOR_REFUSAL],
    ['location', { title: 'Tide', settings: { ...ADULTS, location: 'high-school' } }, MINOR_REFUSAL],
    ['relationship', { title: 'Tide', settings: { ...ADULTS, relationship: 'jail-bait' } }, MINOR_REFUSAL],
    ['atmosphere', { title: 'Tide', settings: { ...ADULTS, atmosphere: 'l0li vibes' } }, MINOR_REFUSAL],
    ['time period', { title: 'Tide', settings: { ...ADULTS, timePeriod: 'her sixteenth birthday' } }, MINOR_REFUSAL],
    ['setting', { title: 'Tide', settings: { ...ADULTS, settingDescription: 'a Year 9 classroom' } }, MINOR_REFUSAL],
    [
      'protagonist',
      { title: 'Tide', settings: { ...ADULTS, protagonistDescription: 'petite, 16 yrs' } },
      MINOR_REFUSAL,
    ],
    [
      'love interest',
      { title: 'Tide', settings: { ...ADULTS, loveInterestDescription: 'T. Swift' } },
      REAL_PERSON_REFUSAL,
    ],
    ['gender', { title: 'Tide', settings: { ...ADULTS, partnerGender: 'school\u200bgirl' } }, MINOR_REFUSAL],
    ['tone', { title: 'Tide', settings: { ...ADULTS, writingTone: 'tеen' } }, MINOR_REFUSAL],
    ['voice name', { title: 'Tide', settings: { ...ADULTS, narrationVoice: 'Lolita' } }, MINOR_REFUSAL],
    ['voice id', { title: 'Tide', settings: { ...ADULTS, narrationVoiceId: 'Elon Musk' } }, REAL_PERSON_REFUSAL],
  ])('generation refuses a forbidden %s', async (_field, body, message) => {
    const user = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', body, user.token);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await textCredits(user.user.id)).toBe(5);
    expect(await ownStories(user.token)).toHaveLength(0);
  });

  it('generation accepts adults described with words that only look forbidden', async () => {
    const user = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post(
      '/api/stories/generate',
      {
        title: 'Kid Gloves',
        settings: {
          protagonistDescription: 'a 35-year-old high school teacher, mother of two children',
          loveInterestDescription: 'sweethearts as teens, now reunited at 35',
          settingDescription: 'a whisky aged 12 years by the fire',
        },
      },
      user.token,
    );
    expect(res.status).toBe(201);
  });

  it("refuses continue's direction text and writes nothing", async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, owner.user);
    const res = await t.api.post(
      `/api/stories/${story.id}/continue`,
      { conclude: false, continuationPrompt: 'she turns out to be a middle schooler' },
      owner.token,
    );
    expect(res).toMatchObject({ status: 400, body: { message: MINOR_REFUSAL } });
    expect(await textCredits(owner.user.id)).toBe(5);
    expect(await findChapter(t.ctx.db, story.id, 2)).toBeUndefined();
  });

  it('refuses a forbidden choice and writes nothing', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, owner.user, {
      chapters: [{ content: 'It began at dusk. ', choices: ['Kiss the teenager', 'Walk away'] }],
    });
    const res = await t.api.post(
      `/api/stories/${story.id}/chapters/1/choice`,
      { choice: 'Kiss the teenager' },
      owner.token,
    );
    expect(res).toMatchObject({ status: 400, body: { message: MINOR_REFUSAL } });
    expect(await textCredits(owner.user.id)).toBe(5);
    expect(await findChapter(t.ctx.db, story.id, 2)).toBeUndefined();
    expect((await findChapter(t.ctx.db, story.id, 1))!.chosenChoice).toBeNull();
  });

  it('refuses edits of the title or the content and keeps the story as it was', async () => {
    const owner = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner.user, { title: 'Salt', chapters: [{ content: 'The tide rose.' }] });
    for (const body of [
      { title: 'Ｌｏｌｉ', content: 'The tide rose.' },
      { title: 'Salt', content: 'The tide rose. She was born in 2012.' },
      { title: 'A night with Barak Obama', content: 'The tide rose.' },
    ]) {
      const res = await t.api.put(`/api/stories/${story.id}`, body, owner.token);
      expect(res.status).toBe(400);
    }
    const after = (await t.api.get(`/api/stories/${story.id}`, owner.token)).body;
    expect(after).toMatchObject({ title: 'Salt', content: 'The tide rose.' });
  });

  it('refuses public names at signup and on the profile, and keeps the old name', async () => {
    const signup = await t.api.post('/api/auth/signup', {
      name: 'Taylor Swift',
      email: 'swift-fan@example.test',
      password: 'correct-horse',
    });
    expect(signup).toMatchObject({ status: 400, body: { message: NAME_REFUSALS.real_person } });
    const login = await t.api.post('/api/auth/login', { email: 'swift-fan@example.test', password: 'correct-horse' });
    expect(login.status).toBe(401);

    const user = await buildUser(t.ctx.db, { name: 'Camille' });
    const res = await t.api.patch('/api/user/profile', { name: 'schoolgirl 15' }, user.token);
    expect(res).toMatchObject({ status: 400, body: { message: NAME_REFUSALS.minor } });
    expect((await findUserById(t.ctx.db, user.user.id))!.name).toBe('Camille');
    expect((await t.api.patch('/api/user/profile', { name: 'Camille Rhodes' }, user.token)).status).toBe(200);
  });

  it('refuses the same names from an admin', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const created = await t.api.post(
      '/api/admin/users',
      { name: 'Elon Musk', email: 'musk@example.test', password: 'correct-horse' },
      admin.token,
    );
    expect(created).toMatchObject({ status: 400, body: { message: NAME_REFUSALS.real_person } });

    const target = await buildUser(t.ctx.db, { name: 'Jonah' });
    const patch = { email: target.user.email, role: 'user', name: 'jail bait' };
    const res = await t.api.patch(`/api/admin/users/${target.user.id}`, patch, admin.token);
    expect(res).toMatchObject({ status: 400, body: { message: NAME_REFUSALS.minor } });
    expect((await findUserById(t.ctx.db, target.user.id))!.name).toBe('Jonah');
  });
});
