import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import { chromium, type Browser } from 'playwright-core';
import { chapterStreamEvents } from '#common/catalogue/wire';
import { TOKEN_STORAGE_KEY } from '#web/lib/token';

import { AGE_VERIFIED_KEY, COOKIES_CONSENT_KEY } from '#web/lib/consent';
import type { BenchApp } from './benchApp';
import { generateStory, signUp, waitForChapterOne } from './benchUsers';
import { streamChunks } from './streamChunks';
import { summarize, wait, type Summary } from './stats';

export const TOKEN_PACE_MS = 20;
const TOKENS = Array.from({ length: 60 }, (_, i) => (i === 0 ? 'She' : ' word'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLACEHOLDER = 'The writer is gathering their thoughts';
/** The writer starts after a random pause once the reader listens, so runs sample every phase of the app's periodic work (its text flush). */
const START_JITTER_MS = 250;
const startWriter = async (bench: BenchApp) => {
  await wait(Math.random() * START_JITTER_MS);
  bench.tap.release();
};

export interface StreamingResult {
  tokenPaceMs: number;
  /** POST /api/stories/generate answer time (the writer held back, so it is excluded). */
  generateRequestMs: Summary;
  /** Writer's first token on the wire -> first non-empty `text` event read by an HTTP client. */
  firstTokenToSseMs: Summary;
  /** Writer's first token on the wire -> the animation frame after the first word enters the page's chapter text. */
  firstTokenToBrowserMs: Summary;
}

/**
 * A new story per run: its writer is held back until the reader listens, then streams at a fixed
 * pace; the latency counts from the moment the first token leaves the imitation.
 */
async function prepareRun(bench: BenchApp, run: number) {
  const { token } = await signUp(bench.api);
  bench.writer.script({ tokens: TOKENS, paceMs: TOKEN_PACE_MS });
  bench.tap.hold();
  const story = await generateStory(bench.api, token, `Streaming run ${run}`);
  const firstToken = () => {
    const at = bench.tap.firstTokenAt();
    if (at === undefined) throw new Error('the writer sent no token');
    return at;
  };
  return { token, story, firstToken };
}

async function sseRun(bench: BenchApp, run: number): Promise<{ generateMs: number; latencyMs: number }> {
  const { token, story, firstToken } = await prepareRun(bench, run);
  const response = await fetch(`${bench.baseUrl}/api/stories/${story.id}/chapters/1/stream`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const decoder = new TextDecoder();
  let connected = false;
  let firstWordAt: number | undefined;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event !== chapterStreamEvents.text) return;
      if (!connected) {
        connected = true;
        void startWriter(bench);
      } else if (firstWordAt === undefined && (JSON.parse(event.data) as { text: string }).text.trim()) {
        firstWordAt = performance.now();
      }
    },
  });
  for await (const chunk of streamChunks(response.body)) parser.feed(decoder.decode(chunk, { stream: true }));
  if (firstWordAt === undefined) throw new Error('the stream ended without text');
  return { generateMs: story.ms, latencyMs: firstWordAt - firstToken() };
}

async function browserRun(bench: BenchApp, browser: Browser, run: number): Promise<number> {
  const { token, story, firstToken } = await prepareRun(bench, run);
  const context = await browser.newContext({ baseURL: bench.baseUrl });
  await context.addInitScript(
    ([keys, value]) => {
      localStorage.setItem(keys.token, value);
      localStorage.setItem(keys.age, 'true');
      localStorage.setItem(keys.cookies, 'accepted');
    },
    [{ token: TOKEN_STORAGE_KEY, age: AGE_VERIFIED_KEY, cookies: COOKIES_CONSENT_KEY }, token] as const,
  );
  const page = await context.newPage();
  const streamOpened = page.waitForResponse((r) => r.url().includes(`/api/stories/${story.id}/chapters/1/stream`));
  await page.goto(`/story/${story.id}`);
  await streamOpened;
  await page.waitForSelector('[data-testid="chapter-text"]');
  // Marks (on the page's clock) the frame after the first word appears in the chapter text. A string:
  // tsx would wrap a function's inner helpers in a __name() the page does not have.
  await page.evaluate(`
    new MutationObserver((_, observer) => {
      const paragraphs = [...document.querySelectorAll('[data-testid="chapter-text"] p')];
      if (!paragraphs.some((p) => p.textContent.trim() && !p.textContent.includes(${JSON.stringify(PLACEHOLDER)}))) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.firstWordAt = performance.timeOrigin + performance.now()));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  `);
  // The page's clock against ours, to within half the round trip.
  const before = performance.timeOrigin + performance.now();
  const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
  const after = performance.timeOrigin + performance.now();
  const offset = pageNow - (before + after) / 2;
  await startWriter(bench);
  const handle = await page.waitForFunction(() => (window as unknown as { firstWordAt?: number }).firstWordAt);
  const paintedAt = (await handle.jsonValue()) as number;
  await waitForChapterOne(bench.api, token, story.id);
  await context.close();
  return paintedAt - offset - (performance.timeOrigin + firstToken());
}

export async function measureStreaming(
  bench: BenchApp,
  runs: { sse: number; browser: number },
): Promise<StreamingResult> {
  const sse: { generateMs: number; latencyMs: number }[] = [];
  for (let run = 1; run <= runs.sse; run++) sse.push(await sseRun(bench, run));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  const painted: number[] = [];
  try {
    for (let run = 1; run <= runs.browser; run++) painted.push(await browserRun(bench, browser, runs.sse + run));
  } finally {
    await browser.close();
  }
  return {
    tokenPaceMs: TOKEN_PACE_MS,
    generateRequestMs: summarize(sse.map((r) => r.generateMs)),
    firstTokenToSseMs: summarize(sse.map((r) => r.latencyMs)),
    firstTokenToBrowserMs: summarize(painted),
  };
}
