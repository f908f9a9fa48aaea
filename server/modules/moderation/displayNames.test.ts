import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';
import { HIDDEN_CHARACTERS_REFUSAL, RESERVED_NAME_REFUSAL, reservedNameProblem } from './displayName.service';
import { NAME_REFUSALS } from './moderation.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signup = (name: string) =>
  t.api.post('/api/auth/signup', {
    name,
    email: `n${Math.random().toString(36).slice(2)}@example.com`,
    password: 'long enough password',
  });

describe('display names', () => {
  it.each([
    ['Admin', RESERVED_NAME_REFUSAL],
    ['ReverieSupport', RESERVED_NAME_REFUSAL],
    ['Adm1n', RESERVED_NAME_REFUSAL],
    ['ＭＯＤＥＲＡＴＯＲ', RESERVED_NAME_REFUSAL],
    ['reverie_official', RESERVED_NAME_REFUSAL],
    ['Ann\u202enimda', HIDDEN_CHARACTERS_REFUSAL],
    ['Mar\u200bcus', HIDDEN_CHARACTERS_REFUSAL],
    ['Taylor Swift', NAME_REFUSALS.real_person],
    ['schoolgirl14', NAME_REFUSALS.minor],
  ])('are refused at sign-up: %j', async (name, message) => {
    expect(await signup(name)).toMatchObject({ status: 400, body: { message } });
  });

  it.each(['Marcus Hale', 'Taylor Okafor', 'Badminton Fan', 'Rosa Moreau', 'nightowl_88'])(
    'are accepted: %j',
    async (name) => {
      expect((await signup(name)).status).toBe(201);
    },
  );

  it('are checked when the profile is edited, and by an admin', async () => {
    const user = await buildUser(t.ctx.db, { name: 'Rosa' });
    const profile = await t.api.patch('/api/user/profile', { name: 'Official Moderator' }, user.token);
    expect(profile).toMatchObject({ status: 400, body: { message: RESERVED_NAME_REFUSAL } });
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const body = { name: 'Support', email: user.user.email, role: 'user' };
    const edit = await t.api.patch(`/api/admin/users/${user.user.id}`, body, admin.token);
    expect(edit).toMatchObject({ status: 400, body: { message: RESERVED_NAME_REFUSAL } });
    expect((await findUserById(t.ctx.db, user.user.id))!.name).toBe('Rosa');
  });

  it('reads staff words only as whole words', () => {
    expect(reservedNameProblem('Admiral Moss')).toBeUndefined();
    expect(reservedNameProblem('Modesty Blaise')).toBeUndefined();
  });
});
