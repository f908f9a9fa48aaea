import fs from 'node:fs';
import path from 'node:path';

const installed = fs.existsSync(path.resolve(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json'));

/** A page's score, or why Lighthouse could not score it (its runtime error). */
export type LighthouseScore = number | string;
export type LighthouseResult =
  { available: false; note: string } | { available: true; scores: Record<string, LighthouseScore> };

/**
 * Lighthouse performance scores (0–100) of the given pages, with the system Chromium; or, when the
 * `lighthouse` dev dependency is absent (an install without dev dependencies), a note saying so.
 */
export async function measureLighthouse(
  pages: Record<string, string>,
  chromiumPath: string,
): Promise<LighthouseResult> {
  if (!installed)
    return {
      available: false,
      note: 'lighthouse is not installed: run `npm install` with dev dependencies to get the scores',
    };
  const { default: lighthouse } = (await import(/* @vite-ignore */ 'lighthouse' as string)) as {
    default: LighthouseRun;
  };
  const { launch } = (await import(/* @vite-ignore */ 'chrome-launcher' as string)) as { launch: ChromeLaunch };
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const scores: Record<string, LighthouseScore> = {};
    const run = (url: string) =>
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    for (const [name, url] of Object.entries(pages)) {
      let result = await run(url);
      // Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART): a second run is scored.
      if (result?.lhr.runtimeError) result = await run(url);
      const score = result?.lhr.categories.performance.score;
      scores[name] =
        typeof score === 'number'
          ? Math.round(score * 100)
          : `not scored (${result?.lhr.runtimeError?.code ?? 'no result'})`;
    }
    return { available: true, scores };
  } finally {
    await chrome.kill();
  }
}

type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<
  { lhr: { categories: { performance: { score: number | null } }; runtimeError?: { code: string } } } | undefined
>;
type ChromeLaunch = (options: {
  chromePath: string;
  chromeFlags: string[];
}) => Promise<{ port: number; kill(): Promise<void> }>;
