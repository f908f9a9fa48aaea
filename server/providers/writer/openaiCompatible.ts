import OpenAI from 'openai';
import { setTimeout as delay } from 'node:timers/promises';
import {
  LLM_FIRST_TOKEN_TIMEOUT_MS,
  LLM_MEMORY_MAX_TOKENS,
  WRITER_MEMORY_MAX_CHARS,
  LLM_MAX_RETRIES,
  LLM_RETRY_BACKOFF_MS,
  LLM_TEMPERATURE,
  LLM_TOTAL_TIMEOUT_MS,
} from '#common/catalogue';
import { ChoiceStream } from './choices';
import { cancelledError } from './errors';
import { updateMemory } from './memory';
import { AttemptFailure, classifyFailure, type StopReason } from './openaiFailures';
import type { WriteChapterRequest, Writer, WrittenChapter } from './port';
import { WriterError } from './port';
import { buildMemoryMessages, buildMessages, type ChatMessage } from './prompts';

export interface OpenAiCompatibleWriterOptions {
  baseURL: string;
  model: string;
  /** Local servers (Ollama, llama.cpp) accept any key. */
  apiKey?: string;
  firstTokenTimeoutMs?: number;
  /** For the whole chapter, retries included. */
  totalTimeoutMs?: number;
  /** Fresh attempts allowed before any text has arrived. */
  maxRetries?: number;
  retryBackoffMs?: number;
  temperature?: number;
}

/** Any OpenAI-compatible Chat Completions endpoint, streamed. */
export class OpenAiCompatibleWriter implements Writer {
  readonly name: string;
  readonly offline = false;
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly firstTokenTimeoutMs: number;
  private readonly totalTimeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBackoffMs: number;
  private readonly temperature: number;

  constructor(options: OpenAiCompatibleWriterOptions) {
    this.model = options.model;
    this.name = `openai-compatible (${options.model})`;
    this.firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? LLM_FIRST_TOKEN_TIMEOUT_MS;
    this.totalTimeoutMs = options.totalTimeoutMs ?? LLM_TOTAL_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? LLM_MAX_RETRIES;
    this.retryBackoffMs = options.retryBackoffMs ?? LLM_RETRY_BACKOFF_MS;
    this.temperature = options.temperature ?? LLM_TEMPERATURE;
    // Retries and time limits are ours: the SDK's own would retry after text has arrived.
    this.client = new OpenAI({
      baseURL: options.baseURL,
      apiKey: options.apiKey ?? 'none',
      maxRetries: 0,
      timeout: this.totalTimeoutMs,
    });
  }

  async writeChapter(request: WriteChapterRequest, onText: (delta: string) => void): Promise<WrittenChapter> {
    const messages = buildMessages(request);
    const deadline = Date.now() + this.totalTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      if (request.signal.aborted) throw cancelledError();
      try {
        const chapter = await this.attempt(request, messages, deadline, onText);
        return { ...chapter, memory: await this.remember(request, (request.resumeFrom ?? '') + chapter.text) };
      } catch (error) {
        if (!(error instanceof AttemptFailure)) throw error;
        if (!error.retry || attempt >= this.maxRetries) throw error.error;
        await delay(this.retryBackoffMs * 2 ** attempt, undefined, { signal: request.signal }).catch(() =>
          Promise.reject(cancelledError()),
        );
      }
    }
  }

  /**
   * The story memory rewritten by the model after the chapter, in a short request that is not
   * streamed; if it fails the chapter still stands, with the memory extended by a summary of it.
   */
  private async remember(request: WriteChapterRequest, text: string): Promise<string> {
    const fallback = () => updateMemory(request.memory, request.chapterNumber, text);
    try {
      const answer = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: buildMemoryMessages(request, text),
          max_tokens: LLM_MEMORY_MAX_TOKENS,
          temperature: 0.2,
          stream: false,
        },
        { signal: AbortSignal.any([request.signal, AbortSignal.timeout(this.firstTokenTimeoutMs)]) },
      );
      const memory = answer.choices?.[0]?.message?.content?.trim();
      return memory ? memory.slice(0, WRITER_MEMORY_MAX_CHARS) : fallback();
    } catch {
      return fallback();
    }
  }

  private async attempt(
    request: WriteChapterRequest,
    messages: ChatMessage[],
    deadline: number,
    onText: (delta: string) => void,
  ): Promise<Omit<WrittenChapter, 'memory'>> {
    const controller = new AbortController();
    let reason: StopReason | undefined;
    const stop = (why: StopReason) => {
      reason ??= why;
      controller.abort();
    };
    const onCancel = () => stop('cancelled');
    request.signal.addEventListener('abort', onCancel, { once: true });
    const firstTokenTimer = setTimeout(() => stop('first-token'), this.firstTokenTimeoutMs);
    const totalTimer = setTimeout(() => stop('total'), Math.max(0, deadline - Date.now()));
    const parser = new ChoiceStream();
    let textArrived = false;
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.model, messages, max_tokens: request.maxTokens, temperature: this.temperature, stream: true },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices?.[0]?.delta?.content;
        if (!delta) continue;
        textArrived = true;
        clearTimeout(firstTokenTimer);
        const piece = parser.push(delta);
        if (piece) onText(piece);
      }
      if (reason) throw new Error(`stopped: ${reason}`);
    } catch (error) {
      throw classifyFailure(error, {
        reason,
        textArrived,
        model: this.model,
        firstTokenTimeoutMs: this.firstTokenTimeoutMs,
        totalTimeoutMs: this.totalTimeoutMs,
      });
    } finally {
      clearTimeout(firstTokenTimer);
      clearTimeout(totalTimer);
      request.signal.removeEventListener('abort', onCancel);
    }
    const { rest, text, choices } = parser.end();
    if (!text) throw new AttemptFailure(new WriterError('The writing service returned an empty chapter.', true), false);
    if (rest) onText(rest);
    return { text, choices: request.instruction.kind === 'conclude' ? [] : choices };
  }
}
