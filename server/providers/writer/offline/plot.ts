import type { WriterInstruction } from '../port';

/**
 * The beat sheet: where a chapter stands in the romance. A story has no fixed length, so the beats
 * run in order from the first chapter and the conclusion is always the resolution.
 */
export type Beat = 'meeting' | 'tension' | 'turn' | 'confession' | 'intimacy' | 'resolution';

const ORDER: Beat[] = ['meeting', 'tension', 'turn', 'confession'];

export function beatOf(chapterNumber: number, instruction: WriterInstruction): Beat {
  if (instruction.kind === 'conclude') return 'resolution';
  return ORDER[chapterNumber - 1] ?? 'intimacy';
}

export const BEAT_LABELS: Record<Beat, string> = {
  meeting: 'the meeting',
  tension: 'the tension',
  turn: 'the turning point',
  confession: 'the confession',
  intimacy: 'closer',
  resolution: 'the resolution',
};

/** How far intimacy may go in each beat: a first chapter only lets the attraction begin. */
export const HEAT_SHARE: Record<Beat, number> = {
  meeting: 0.06,
  tension: 0.2,
  turn: 0.3,
  confession: 0.35,
  intimacy: 0.4,
  resolution: 0.3,
};
