import fs from 'node:fs';
import path from 'node:path';

const installed = fs.existsSync(path.resolve(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json'));

/** A page's score, or why Lighthouse could not score it (its runtime error). */
export type LighthouseScore = number | string;
export type LighthouseResult =
  | { available: false; note: string }
  | { available: true; scores: Record<string, LighthouseScore>; runs: Record<string, LighthouseScore[]> };

/**
 * Lighthouse's scores move by a few points from run to run (up to 8 on one page here): each page is
 * scored this many times and the median reported (Lighthouse's docs/variability.md: the median of
 * five runs is twice as stable as one).
 */
export const LIGHTHOUSE_RUNS = 5;

/** The middle score of a page's runs (a run Lighthouse could not score counts as the lowest). */
function median(runs: LighthouseScore[]): LighthouseScore {
  const scored = runs.filter((run): run is number => typeof run === 'number').sort((a, b) => a - b);
  if (scored.length * 2 <= runs.length) return runs.find((run) => typeof run === 'string') ?? 'not scored';
  const unscored = runs.length - scored.length;
  return scored[Math.floor((runs.length - 1) / 2) - unscored];
}

/**
 * Lighthouse performance scores (0–100) of the given pages, the median of LIGHTHOUSE_RUNS runs each, with the
 * system Chromium; or, when the `lighthouse` dev dependency is absent (an install without dev
 * dependencies), a note saying so.
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
    const run = (url: string) =>
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const scoreOnce = async (url: string): Promise<LighthouseScore> => {
      let result = await run(url);
      // Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART): a second run is scored.
      if (result?.lhr.runtimeError) result = await run(url);
      const score = result?.lhr.categories.performance.score;
      return typeof score === 'number'
        ? Math.round(score * 100)
        : `not scored (${result?.lhr.runtimeError?.code ?? 'no result'})`;
    };
    const runs: Record<string, LighthouseScore[]> = {};
    for (const [name, url] of Object.entries(pages)) {
      runs[name] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs[name].push(await scoreOnce(url));
    }
    const scores = Object.fromEntries(Object.entries(runs).map(([name, each]) => [name, median(each)]));
    return { available: true, scores, runs };
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
