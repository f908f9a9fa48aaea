import type { StorySettings } from '#common/contract';

/** `prompt` is the owner's own direction for the chapter (continuationPrompt). */
export type WriterInstruction =
  | { kind: 'open' }
  | { kind: 'continue'; prompt?: string }
  | { kind: 'choice'; choice: string }
  | { kind: 'conclude'; prompt?: string };

export interface WriteChapterRequest {
  title: string;
  settings: StorySettings;
  /** The chapter being written, from 1. */
  chapterNumber: number;
  /** 1 for the first writing of this chapter; each regeneration or retry is a new attempt with new words. */
  attempt: number;
  /** The story memory before this chapter, bounded in size: as the writer left it, or as the owner edited it. */
  memory: string;
  /** The text of every earlier chapter, in order: the prompt carries what fits of them, and the built-in writer never repeats a sentence of them. */
  earlierChapters: string[];
  instruction: WriterInstruction;
  maxTokens: number;
  /**
   * The start of this chapter, already written and checked by an instance that stopped or died:
   * the writer continues from exactly there and streams only what follows.
   */
  resumeFrom?: string;
  /** Aborted when the job is abandoned; the writer stops and throws. */
  signal: AbortSignal;
}

export interface WrittenChapter {
  /** The chapter's text, exactly what was streamed through onText (after `resumeFrom`, when resuming). */
  text: string;
  /** 0, or 2–3 plain-text choices; a conclusion has none. */
  choices: string[];
  /** The story memory including this chapter, bounded in size. */
  memory: string;
}

/** Writes chapters. Implementations: the built-in offline writer and OpenAI-compatible endpoints. */
export interface Writer {
  readonly name: string;
  /** True for the built-in offline writer, so the UI can label it. */
  readonly offline: boolean;
  /** Streams the chapter's text through onText as it is written, then resolves with the result. */
  writeChapter(request: WriteChapterRequest, onText: (delta: string) => void): Promise<WrittenChapter>;
}

/** What the operator may see of a writer's failure: the service's HTTP status and its own reason (redacted), when known. */
export interface WriterFailureDetail {
  status?: number;
  reason?: string;
}

/** A failure of the writer service the user should see in plain words (the detail is for the operator only). */
export class WriterError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly detail: WriterFailureDetail = {},
  ) {
    super(message);
  }
}
