import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { COMMON_PASSWORD_MESSAGE } from './commonPasswords';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const uniqueEmail = () => `person-${++counter}@example.com`;
const signupBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann',
  email: uniqueEmail(),
  password: 'secret1',
  ...overrides,
});

/** No answer may carry password or provider material, at any depth. */
function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const key of ['password', 'passwordHash', 'googleSubject', 'tokenHash']) expect(text).not.toContain(`"${key}"`);
}

describe('signup', () => {
  it('refuses the most common passwords with a clear message, and creates nothing', async () => {
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou']) {
      const email = uniqueEmail();
      const res = await t.api.post('/api/auth/signup', { name: 'Ann', email, password });
      expect(res).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD_MESSAGE } });
      expect((await t.api.post('/api/auth/login', { email, password })).status).toBe(401);
    }
  });

  it('signs up with welcome credits and returns a token that works for /me', async () => {
    const res = await t.api.post('/api/auth/signup', { name: 'Ann', email: 'Ann@Example.com', password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      textCredits: 3,
      audioCredits: 3,
      role: 'user',
      isPremium: false,
      subscription: 'free',
    });
    expect(res.body.user).toMatchObject({ phone: null, badges: [], unlockedChapters: [] });
    expect(new Date(res.body.user.createdAt).toISOString()).toBe(res.body.user.createdAt);
    expectNoSecrets(res.body);
    const me = await t.api.get('/api/auth/me', res.body.token);
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(res.body.user);
    expectNoSecrets(me.body);
  });

  it('keeps the optional phone', async () => {
    const withPhone = await t.api.post('/api/auth/signup', signupBody({ phone: ' +33 6 12 34 56 78 ' }));
    expect(withPhone.status).toBe(201);
    expect(withPhone.body.user.phone).toBe('+33 6 12 34 56 78');
    const blank = await t.api.post('/api/auth/signup', signupBody({ phone: '' }));
    expect(blank.status).toBe(201);
    expect(blank.body.user.phone).toBeNull();
  });

  it.each([
    ['a missing name', { name: undefined }, 'Name must be at least 2 characters'],
    ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['a name of spaces around one letter', { name: '  A  ' }, 'Name must be at least 2 characters'],
    ['an invalid email', { email: 'not-an-email' }, 'Invalid email address'],
    ['a missing email', { email: undefined }, 'Invalid email address'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a missing password', { password: undefined }, 'Password must be at least 6 characters'],
  ])('refuses %s with the spec message', async (_case, overrides, message) => {
    const res = await t.api.post('/api/auth/signup', signupBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION' });
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await t.api.post('/api/auth/signup', signupBody({ email }))).status).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email.replace('person', 'PERSON')} `]) {
      const res = await t.api.post('/api/auth/signup', signupBody({ email: again }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
    }
  });
});

describe('login', () => {
  const email = 'login.user@example.com';
  beforeAll(async () => {
    await t.api.post('/api/auth/signup', { name: 'Lou', email, password: 'right-password' });
  });

  it('logs in, whatever the email case, with a new working token', async () => {
    const res = await t.api.post('/api/auth/login', { email: 'Login.User@EXAMPLE.com', password: 'right-password' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, name: 'Lou', textCredits: 3 });
    expectNoSecrets(res.body);
    expect((await t.api.get('/api/auth/me', res.body.token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await t.api.post('/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await t.api.post('/api/auth/login', { email: 'nobody@example.com', password: 'right-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['an invalid email', { email: 'nope', password: 'whatever' }, 'Invalid email address'],
    ['a missing email', { password: 'whatever' }, 'Invalid email address'],
    ['a short password', { email, password: '123' }, 'Password must be at least 6 characters'],
    ['a missing password', { email }, 'Password must be at least 6 characters'],
  ])('refuses %s with the spec message', async (_case, body, message) => {
    const res = await t.api.post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION' });
  });
});
