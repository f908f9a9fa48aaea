import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionCreateParamsStreaming } from 'openai/resources';
import { setTimeout as delay } from 'node:timers/promises';
import {
  LLM_CONTEXT_TOKENS,
  LLM_CONTINUATION_MIN_TOKENS,
  LLM_CONTINUATION_OVERFLOW_TOKENS,
  LLM_CONTINUATION_TOKENS,
  LLM_FIRST_TOKEN_TIMEOUT_MS,
  LLM_MAX_RETRIES,
  LLM_MEMORY_MAX_TOKENS,
  LLM_MIN_CHAPTER_WORDS,
  LLM_MS_PER_TOKEN,
  LLM_RETRY_AFTER_MAX_MS,
  LLM_RETRY_BACKOFF_MS,
  LLM_TEMPERATURE,
  LLM_TIMEOUT_FLOOR_MS,
} from '#server/tuning';
import { answerTokens, promptTokens } from './context';
import { cancelledError } from './errors';
import { fitMemory, updateMemory } from './memory';
import { AttemptFailure, classifyFailure, failureDetails, type StopReason } from './openaiFailures';
import { ChapterOutput } from './output/chapterOutput';
import { withoutReasoning } from './output/reasoning';
import { isRefusal } from './output/refusal';
import type { WriteChapterRequest, Writer, WrittenChapter } from './port';
import { WriterError } from './port';
import {
  buildMemoryMessages,
  buildMessages,
  CONTINUATION_INSTRUCTION,
  offersChoices,
  type ChatMessage,
  type PromptBudget,
} from './prompts';
import { tokenCounterFor } from './tokens';

const PROMPT_OVER_WINDOW =
  "The story's settings leave no room for a chapter in the model's context window (LLM_CONTEXT_TOKENS).";

/** The operator's sampling presets, sent as given (LLM_TEMPERATURE, LLM_TOP_P, …). */
interface SamplingOptions {
  temperature?: number;
  top_p?: number;
  min_p?: number;
  frequency_penalty?: number;
  presence_penalty?: number;
  stop?: string[];
}

/** Where a failure is told to the operator: the provider's status and error body, never the prompt. */
type WriterLog = (fields: Record<string, unknown>, message: string) => void;

export interface OpenAiCompatibleWriterOptions {
  baseURL: string;
  model: string;
  /** The model that rewrites the story memory; the writer's own when unset. */
  memoryModel?: string;
  /** Local servers (Ollama, llama.cpp) accept any key. */
  apiKey?: string;
  /** Time allowed before anything arrives: a keep-alive comment or reasoning counts as something. */
  firstTokenTimeoutMs?: number;
  /** The least time a chapter gets, retries included; it grows with the tokens asked for. */
  timeoutFloorMs?: number;
  /** The time added to the floor for each token asked for. */
  msPerToken?: number;
  /** Fresh attempts allowed before any text has arrived. */
  maxRetries?: number;
  retryBackoffMs?: number;
  /** The longest Retry-After honoured; a longer one fails the chapter at once. */
  retryAfterMaxMs?: number;
  /** A chapter with fewer words than this is not a chapter. */
  minWords?: number;
  sampling?: SamplingOptions;
  /** Merged into every request body (LLM_EXTRA_BODY): provider options such as Ollama's `options`. */
  extraBody?: Record<string, unknown>;
  /** The model's context window (LLM_CONTEXT_TOKENS): each prompt is assembled to fit it with its answer. */
  contextTokens?: number;
  /** Replaces Reverie's system prompt (LLM_SYSTEM_PROMPT_FILE). */
  systemPrompt?: string;
  log?: WriterLog;
}

/** A complete answer streamed into the output: how it finished. */
type Finish = 'stop' | 'length' | 'content_filter' | 'other';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * For a chapter resumed from saved text: the model's answer goes on from the saved text's last word,
 * but its filters drop the answer's leading space. A space is put back between two words.
 */
function afterSaved(resumeFrom: string | undefined, onText: (delta: string) => void): (delta: string) => void {
  let first = Boolean(resumeFrom && /\S$/.test(resumeFrom));
  return (delta) => {
    if (first && delta) {
      first = false;
      if (/^[\p{L}\p{N}]/u.test(delta)) delta = ` ${delta}`;
    }
    onText(delta);
  };
}

/** How much of a refusal the operator sees as its reason. */
const REFUSAL_REASON_CHARS = 200;

/** The answer was a refusal or a note instead of a chapter (nothing of it was shown). */
class RefusedAnswer extends AttemptFailure {
  constructor(answer: string) {
    super(
      new WriterError(
        wordCount(answer) < 3 || !isRefusal(answer)
          ? 'The writing service did not write a chapter.'
          : 'The writing service declined to write this chapter.',
        true,
        { reason: `the model answered: ${answer.trim().slice(0, REFUSAL_REASON_CHARS)}` },
      ),
      false,
    );
  }
}

/** Any OpenAI-compatible Chat Completions endpoint, streamed. */
export class OpenAiCompatibleWriter implements Writer {
  readonly name: string;
  readonly offline = false;
  private readonly options: OpenAiCompatibleWriterOptions;
  private readonly firstTokenTimeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBackoffMs: number;
  private readonly retryAfterMaxMs: number;
  private readonly client: OpenAI;
  private readonly budget: PromptBudget;

  constructor(options: OpenAiCompatibleWriterOptions) {
    this.options = options;
    this.budget = { contextTokens: options.contextTokens ?? LLM_CONTEXT_TOKENS, count: tokenCounterFor(options.model) };
    this.name = `openai-compatible (${options.model})`;
    this.firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? LLM_FIRST_TOKEN_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? LLM_MAX_RETRIES;
    this.retryBackoffMs = options.retryBackoffMs ?? LLM_RETRY_BACKOFF_MS;
    this.retryAfterMaxMs = options.retryAfterMaxMs ?? LLM_RETRY_AFTER_MAX_MS;
    this.client = this.clientFor(() => undefined);
  }

  /** The whole chapter's time limit: the floor, plus time for each token asked for at a slow local pace. */
  totalTimeoutMs(maxTokens: number): number {
    return (
      (this.options.timeoutFloorMs ?? LLM_TIMEOUT_FLOOR_MS) + maxTokens * (this.options.msPerToken ?? LLM_MS_PER_TOKEN)
    );
  }

  /**
   * A client whose every received byte calls `onActivity`: the SDK hides SSE comments such as
   * `: PROCESSING`, and reasoning, from the text, yet both show the provider is working.
   * Retries and time limits are ours: the SDK's own would retry after text has arrived.
   */
  private clientFor(onActivity: () => void): OpenAI {
    const tracked: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!response.body) return response;
      const body = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            onActivity();
            controller.enqueue(chunk);
          },
        }),
      );
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
    return new OpenAI({
      baseURL: this.options.baseURL,
      apiKey: this.options.apiKey ?? 'none',
      maxRetries: 0,
      timeout: 24 * 3_600_000,
      fetch: tracked,
    });
  }

  async writeChapter(request: WriteChapterRequest, onText: (delta: string) => void): Promise<WrittenChapter> {
    const totalTimeoutMs = this.totalTimeoutMs(request.maxTokens);
    const deadline = Date.now() + totalTimeoutMs;
    let firm = false;
    for (let attempt = 0; ; attempt++) {
      if (request.signal.aborted) throw cancelledError();
      try {
        const chapter = await this.writeOnce(
          request,
          { firm, deadline, totalTimeoutMs },
          afterSaved(request.resumeFrom, onText),
        );
        return { ...chapter, memory: await this.remember(request, (request.resumeFrom ?? '') + chapter.text) };
      } catch (error) {
        if (!(error instanceof AttemptFailure)) throw error;
        const refused = error instanceof RefusedAnswer;
        if (refused && !firm) {
          firm = true;
          attempt--;
          continue;
        }
        const wait = error.waitMs ?? this.retryBackoffMs * 2 ** attempt;
        const retry =
          error.retry && attempt < this.maxRetries && wait <= this.retryAfterMaxMs && Date.now() + wait < deadline;
        if (!retry) throw error.error;
        await delay(wait, undefined, { signal: request.signal }).catch(() => Promise.reject(cancelledError()));
      }
    }
  }

  /** One writing of the chapter: an answer, and when the model was cut off, one continuation of it. */
  private async writeOnce(
    request: WriteChapterRequest,
    limits: { firm: boolean; deadline: number; totalTimeoutMs: number },
    onText: (delta: string) => void,
  ): Promise<Omit<WrittenChapter, 'memory'>> {
    const messages = buildMessages(request, {
      systemPrompt: this.options.systemPrompt,
      firm: limits.firm,
      budget: this.budget,
    });
    // A resumed chapter's minimum counts the words already saved.
    const minWords = Math.max(
      0,
      (this.options.minWords ?? LLM_MIN_CHAPTER_WORDS) - wordCount(request.resumeFrom ?? ''),
    );
    const output = new ChapterOutput(onText, minWords);
    // The answer never takes the request past the window, whatever the settings' length.
    const maxTokens = Math.min(
      answerTokens(request.maxTokens, this.budget.contextTokens),
      this.budget.contextTokens - promptTokens(messages, this.budget.count),
    );
    if (maxTokens < LLM_CONTINUATION_MIN_TOKENS) throw new WriterError(PROMPT_OVER_WINDOW, false);
    const first = await this.stream(request, messages, maxTokens, output, limits);
    let finish = first.finish;
    if (finish === 'length' && !output.refused) {
      const more = [
        ...messages,
        { role: 'assistant' as const, content: first.raw },
        { role: 'user' as const, content: CONTINUATION_INSTRUCTION },
      ];
      // The cut-off answer rides in the prompt: the whole request may pass the window by a bounded margin only.
      const room = Math.min(
        LLM_CONTINUATION_TOKENS,
        this.budget.contextTokens + LLM_CONTINUATION_OVERFLOW_TOKENS - promptTokens(more, this.budget.count),
      );
      if (room >= LLM_CONTINUATION_MIN_TOKENS) {
        output.newAnswer();
        finish = (await this.stream(request, more, room, output, limits, true)).finish;
      }
    }
    if (finish === 'content_filter')
      throw this.refuse(new WriterError("The writing service's content filter stopped this chapter.", false), finish);
    const { text, choices } = output.end(finish !== 'length');
    if (output.refused) throw this.refuse(new RefusedAnswer(first.raw), finish);
    if (!text) throw this.refuse(new WriterError('The writing service returned an empty chapter.', true), finish);
    if (wordCount(text) < minWords)
      throw this.refuse(new WriterError('The writing service returned a chapter too short to keep.', true), finish);
    return { text, choices: offersChoices(request) ? choices : [] };
  }

  private requestBody(messages: ChatMessage[], maxTokens: number): ChatCompletionCreateParamsStreaming {
    return {
      ...this.options.extraBody,
      ...this.options.sampling,
      temperature: this.options.sampling?.temperature ?? LLM_TEMPERATURE,
      model: this.options.model,
      messages,
      max_tokens: maxTokens,
      stream: true,
    } as ChatCompletionCreateParamsStreaming;
  }

  /** Streams one answer into the output; returns its raw text and how it finished. */
  private async stream(
    request: WriteChapterRequest,
    messages: ChatMessage[],
    maxTokens: number,
    output: ChapterOutput,
    limits: { deadline: number; totalTimeoutMs: number },
    continuing = false,
  ): Promise<{ raw: string; finish: Finish }> {
    const controller = new AbortController();
    let reason: StopReason | undefined;
    const stop = (why: StopReason) => {
      reason ??= why;
      controller.abort();
    };
    const onCancel = () => stop('cancelled');
    request.signal.addEventListener('abort', onCancel, { once: true });
    let textArrived = continuing;
    let firstTokenTimer = setTimeout(() => stop('first-token'), this.firstTokenTimeoutMs);
    const onActivity = () => {
      if (textArrived) return;
      clearTimeout(firstTokenTimer);
      firstTokenTimer = setTimeout(() => stop('first-token'), this.firstTokenTimeoutMs);
    };
    const totalTimer = setTimeout(() => stop('total'), Math.max(0, limits.deadline - Date.now()));
    let raw = '';
    let finish: Finish = 'other';
    try {
      const stream = await this.clientFor(onActivity).chat.completions.create(this.requestBody(messages, maxTokens), {
        signal: controller.signal,
      });
      for await (const chunk of stream) {
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finish = asFinish(choice.finish_reason);
        const delta = choice?.delta?.content;
        if (!delta) continue;
        textArrived = true;
        clearTimeout(firstTokenTimer);
        raw += delta;
        output.push(delta);
        if (output.refused) throw new RefusedAnswer(raw);
      }
      if (reason) throw new Error(`stopped: ${reason}`);
    } catch (error) {
      const failure = classifyFailure(error, {
        reason,
        textArrived,
        model: this.options.model,
        firstTokenTimeoutMs: this.firstTokenTimeoutMs,
        totalTimeoutMs: limits.totalTimeoutMs,
        secrets: [this.options.apiKey],
      });
      this.logFailure(error, failure);
      throw failure;
    } finally {
      controller.abort();
      clearTimeout(firstTokenTimer);
      clearTimeout(totalTimer);
      request.signal.removeEventListener('abort', onCancel);
    }
    return { raw, finish };
  }

  /** A finished answer that is not a chapter to keep: logged, then failed (a refusal is retried once). */
  private refuse(failure: WriterError | RefusedAnswer, finish: Finish): AttemptFailure {
    const attemptFailure =
      failure instanceof RefusedAnswer
        ? failure
        : new AttemptFailure(
            new WriterError(failure.message, failure.retryable, { reason: `finish_reason: ${finish}` }),
            false,
          );
    this.options.log?.({ model: this.options.model, finishReason: finish }, `writer: ${attemptFailure.error.message}`);
    return attemptFailure;
  }

  private logFailure(error: unknown, failure: AttemptFailure): void {
    if (failure.error.message === cancelledError().message) return;
    this.options.log?.(
      {
        model: this.options.model,
        ...failureDetails(error, [this.options.apiKey]),
        willRetry: failure.retry,
      },
      `writer: ${failure.error.message}`,
    );
  }

  /**
   * The story memory rewritten by the model after the chapter, in a short request that is not
   * streamed; if it fails or is not a memory the chapter still stands, with the memory extended
   * by a summary of it.
   */
  private async remember(request: WriteChapterRequest, text: string): Promise<string> {
    const fallback = () => updateMemory(request.memory, request.chapterNumber, text);
    const messages = buildMemoryMessages(request, text);
    // A request the window cannot hold would only be refused: the summary serves at once.
    if (promptTokens(messages, this.budget.count) + LLM_MEMORY_MAX_TOKENS > this.budget.contextTokens)
      return fallback();
    try {
      const body = {
        ...this.options.extraBody,
        model: this.options.memoryModel ?? this.options.model,
        messages,
        max_tokens: LLM_MEMORY_MAX_TOKENS,
        temperature: 0.2,
        stream: false,
      } as ChatCompletionCreateParamsNonStreaming;
      const answer = await this.client.chat.completions.create(body, {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(this.firstTokenTimeoutMs)]),
      });
      const memory = withoutReasoning(answer.choices?.[0]?.message?.content ?? '').trim();
      return memory && !isRefusal(memory) ? fitMemory(memory) : fallback();
    } catch (error) {
      this.options.log?.(
        { model: this.options.memoryModel ?? this.options.model, ...failureDetails(error, [this.options.apiKey]) },
        'writer: the memory request failed; the memory was extended with a summary instead',
      );
      return fallback();
    }
  }
}

function asFinish(reason: string): Finish {
  return reason === 'stop' || reason === 'length' || reason === 'content_filter' ? reason : 'other';
}
