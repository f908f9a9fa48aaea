/** The p-th percentile (nearest rank) of ascending numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p50, the slowest and every sample (ms, rounded to 0.1), of unsorted samples. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(percentile(sorted, 50)), max: round(sorted[sorted.length - 1]), samples: samples.map(round) };
}
export type Summary = ReturnType<typeof summarize>;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
