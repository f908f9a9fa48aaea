/**
 * Splits a labelled corpus once, by a fixed hash of each case's text, into a development part
 * (rules are written from it) and a held-out part (only measured), so the split never moves.
 */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Three cases in ten are held out. */
export function isHeldOut(text: string): boolean {
  return fnv1a(text) % 10 < 3;
}

export interface Figures {
  cases: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

/** Precision and recall of a yes/no classifier over labelled cases. */
export function measure<T>(
  cases: { text: string; expected: boolean; value?: T }[],
  classify: (text: string) => boolean,
): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const c of cases) {
    const got = classify(c.text);
    if (got && c.expected) tp++;
    else if (got) fp++;
    else if (c.expected) fn++;
  }
  return {
    cases: cases.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}
