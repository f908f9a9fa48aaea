import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { test as base, expect } from 'vitest';
import { TOKEN_STORAGE_KEY } from '#web/lib/token';
import type { AuthResponse, GenerateStoryBody, Story, StorySettings } from '#common/contract';
import { AGE_VERIFIED_KEY, COOKIES_CONSENT_KEY } from '#web/lib/consent';
import { waitForMail } from '../server/test/outbox';
import { type RunningApp, startApp } from './server';

export { expect };

const screenshotDir = path.resolve(import.meta.dirname, '..', 'test-results');

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

export function newCredentials(): Credentials {
  const id = randomUUID().slice(0, 8);
  return { name: `Ava ${id}`, email: `ava-${id}@example.com`, password: `secret-${id}` };
}

/** Creates an account over HTTP, the quickest way to have a user for a test. */
export async function createUser(app: RunningApp, credentials = newCredentials()) {
  const response = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return { ...credentials, ...((await response.json()) as AuthResponse) };
}

/** Opens the link of the confirmation email sent at sign-up, as the new user would. */
export async function verifyEmail(app: RunningApp, user: { email: string; token: string }) {
  const mail = await waitForMail(app.dataDir, user.email, 'Verify your Reverie email');
  const response = await fetch(`${app.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
    body: JSON.stringify({ token: mail.token }),
  });
  if (response.status !== 200) throw new Error(`verify-email failed: ${response.status} ${await response.text()}`);
}

/** Logs in over HTTP; answers the session token. */
export async function logIn(app: RunningApp, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as AuthResponse).token;
}

type StoryRequest = Omit<Partial<GenerateStoryBody>, 'settings'> & { title: string; settings?: Partial<StorySettings> };

/**
 * Writes a story over HTTP as `token`'s user (two chapters long unless said otherwise) and, unless
 * told not to, waits until its first chapter is ready (the built-in writer takes a few seconds).
 */
export async function createStory(
  app: RunningApp,
  token: string,
  body: StoryRequest,
  { waitUntilReady = true } = {},
): Promise<Story> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const response = await fetch(`${app.baseUrl}/api/stories/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, settings: { length: 2, ...body.settings } }),
  });
  if (response.status !== 201) throw new Error(`generate failed: ${response.status} ${await response.text()}`);
  const story = (await response.json()) as Story;
  if (!waitUntilReady) return story;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${app.baseUrl}/api/stories/${story._id}/chapters`, { headers });
    const { chapters } = (await answer.json()) as { chapters: { number: number; status: string }[] };
    const first = chapters.find((chapter) => chapter.number === 1);
    if (first?.status === 'failed') throw new Error('chapter 1 failed to write');
    if (first?.status === 'ready') return story;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('chapter 1 was not ready within 60 s');
}

/** Marks the age gate passed and cookies chosen before any page script runs. */
export async function passAgeGateAndCookies(context: BrowserContext) {
  await context.addInitScript(
    (keys) => {
      localStorage.setItem(keys.age, 'true');
      localStorage.setItem(keys.cookies, 'accepted');
    },
    { age: AGE_VERIFIED_KEY, cookies: COOKIES_CONSENT_KEY },
  );
}

/** The browser starts signed in as `token`'s user, past the age gate and the cookie banner. */
export async function signIn(context: BrowserContext, token: string) {
  await passAgeGateAndCookies(context);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

/** The session token the web app keeps, as the page sees it. */
export const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

/** Signs the open page in, as the web app does once a login answers. */
export const storeToken = (page: Page, token: string) =>
  page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);

/** Signs up through the real form and waits for the landing page. */
export async function signUp(page: Page, credentials = newCredentials()) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(credentials.name);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return credentials;
}

/** Text inside the visible toast (Radix also copies toasts into a hidden live region). */
export function toastText(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage, animations: 'disabled' });
}

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Fixtures {
  /** What this file's server adds to its environment: a file overrides it with `test.extend({ appEnv })`. */
  appEnv: Record<string, string>;
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** A new account, the browser signed in as it (past the age gate and the cookie banner). */
  signedIn: SignedInUser;
}

type SignedInUser = Awaited<ReturnType<typeof createUser>>;

/** One real server and one browser per test file; a fresh browser context and page per test. */
export const test = base.extend<Fixtures>({
  appEnv: [{}, { scope: 'file' }],
  app: [
    async ({ appEnv }, use) => {
      const app = await startApp(appEnv);
      await use(app);
      await app.stop();
    },
    { scope: 'file' },
  ],
  browser: [
    // Vitest reads a fixture's dependencies from its destructuring pattern, so it must be an object pattern.
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: launchArgs,
        headless: true,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  context: async ({ app, browser }, use) => {
    const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 1280, height: 800 } });
    await use(context);
    await context.close();
  },
  page: async ({ context }, use) => {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await use(page);
  },
  signedIn: async ({ app, context }, use) => {
    const user = await createUser(app);
    await signIn(context, user.token);
    await use(user);
  },
});

/** The same fixtures, on a server started with ADMIN_EMAIL/ADMIN_PASSWORD so that this admin exists. */
export const testWithAdmin = (admin: { email: string; password: string }) =>
  test.extend({ appEnv: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } });
