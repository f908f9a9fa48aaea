import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { test as base, expect } from 'vitest';
import type { AuthResponse, GenerateStoryBody, Story, StorySettings } from '#common/contract';
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

/**
 * Writes a story over HTTP as `token`'s user and waits until its first chapter is ready
 * (the built-in writer takes a few seconds).
 */
type StoryRequest = Omit<Partial<GenerateStoryBody>, 'settings'> & { title: string; settings?: Partial<StorySettings> };

export async function createStory(app: RunningApp, token: string, body: StoryRequest): Promise<Story> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const response = await fetch(`${app.baseUrl}/api/stories/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, settings: { length: 2, ...body.settings } }),
  });
  if (response.status !== 201) throw new Error(`generate failed: ${response.status} ${await response.text()}`);
  const story = (await response.json()) as Story;
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

/** Signs the browser in with a token obtained over HTTP. */
export async function signInWithToken(context: BrowserContext, token: string) {
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** Marks the age gate passed and cookies chosen before any page script runs. */
export async function passAgeGateAndCookies(context: BrowserContext) {
  await context.addInitScript(() => {
    localStorage.setItem('ageVerified', 'true');
    localStorage.setItem('cookiesConsent', 'accepted');
  });
}

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
  app: RunningApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** One real server and one browser per test file; a fresh browser context and page per test. */
export const test = base.extend<Fixtures>({
  app: [
    // Vitest reads a fixture's dependencies from its destructuring pattern, so it must be an object pattern.
    async ({}, use) => {
      const app = await startApp();
      await use(app);
      await app.stop();
    },
    { scope: 'file' },
  ],
  browser: [
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
});
