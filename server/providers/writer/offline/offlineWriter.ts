import { setTimeout as delay } from 'node:timers/promises';
import { OFFLINE_WORDS_PER_PIECE, OFFLINE_WRITER_PACE_MS } from '#server/tuning';
import { cancelledError } from '../errors';
import type { WriteChapterRequest, Writer, WrittenChapter } from '../port';
import { composeChapter } from './compose';

export interface OfflineWriterOptions {
  /** Pause between streamed pieces; 0 streams at once (tests). */
  paceMs?: number;
  wordsPerPiece?: number;
}

function pieces(text: string, wordsPerPiece: number): string[] {
  // A resumed chapter may go on from the middle of a line: its leading space is part of the text.
  const words = text.match(/^\s+|\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) out.push(words.slice(i, i + wordsPerPiece).join(''));
  return out;
}

/** The built-in writer: deterministic original prose from the settings, streamed like a model would. */
export class OfflineWriter implements Writer {
  readonly name = 'offline';
  readonly offline = true;
  private readonly paceMs: number;
  private readonly wordsPerPiece: number;

  constructor(options: OfflineWriterOptions = {}) {
    this.paceMs = options.paceMs ?? OFFLINE_WRITER_PACE_MS;
    this.wordsPerPiece = options.wordsPerPiece ?? OFFLINE_WORDS_PER_PIECE;
  }

  async writeChapter(request: WriteChapterRequest, onText: (delta: string) => void): Promise<WrittenChapter> {
    const { text: whole, choices, memory } = composeChapter(request);
    // The same request always composes the same chapter, so a resumed one picks up at its position.
    const resumeFrom = request.resumeFrom ?? '';
    const text = whole.startsWith(resumeFrom) ? whole.slice(resumeFrom.length) : whole;
    for (const piece of pieces(text, this.wordsPerPiece)) {
      if (request.signal.aborted) throw cancelledError();
      onText(piece);
      if (this.paceMs > 0)
        await delay(this.paceMs, undefined, { signal: request.signal }).catch(() => Promise.reject(cancelledError()));
    }
    return { text, choices, memory };
  }
}
