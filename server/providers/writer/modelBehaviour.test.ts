import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORY_LENGTHS, WRITER_WORDS_PER_TOKEN } from '#common/catalogue/costs';
import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import type { OpenAiCompatibleWriter, OpenAiCompatibleWriterOptions } from './openaiCompatible';
import { answerTokens, MESSAGE_OVERHEAD_TOKENS } from './context';
import { WriterError, type WriteChapterRequest } from './port';
import { tokenCounterFor } from './tokens';
import { chapterRequest, SAMPLE_CHAPTER_PIECES, SAMPLE_SETTINGS, testWriter } from '#server/test/writerKit';

/** What real models send, through the programmable imitation: the adapter keeps only the chapter. */
const PROSE = SAMPLE_CHAPTER_PIECES;
const TEXT = PROSE.join('');
const API_KEY = 'sk-behaviour-secret-456';
const REFUSAL = ["I'm sorry, but I can't", ' help with that request.'];

let server: FakeOpenAiServer;
let logged: { fields: Record<string, unknown>; message: string }[];
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logged = [];
});

const writer = (options: Partial<OpenAiCompatibleWriterOptions> = {}) =>
  testWriter(server.url, API_KEY, { log: (fields, message) => logged.push({ fields, message }), ...options });

async function write(w: OpenAiCompatibleWriter, overrides: Partial<WriteChapterRequest> = {}) {
  const pieces: string[] = [];
  const result = await w.writeChapter(chapterRequest(overrides), (p) => pieces.push(p));
  return { ...result, shown: pieces.join('') };
}

async function failure(w: OpenAiCompatibleWriter, overrides: Partial<WriteChapterRequest> = {}) {
  const pieces: string[] = [];
  const error = await w
    .writeChapter(chapterRequest(overrides), (p) => pieces.push(p))
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(WriterError);
  return { error: error as WriterError, shown: pieces.join('') };
}

const userPrompt = (n: number) => server.streamed()[n].body.messages[1].content as string;

describe('reasoning', () => {
  it('drops a <think> block from the text, the stream and the memory request, and from the memory answer', async () => {
    server.script({
      tokens: ['<think>\nThe reader wants', ' slow burn. Plan: pier.</think>\n\n', ...PROSE],
      completion: '<think>summarise</think>Characters:\n- Ada',
    });
    const result = await write(writer());
    expect(result.text).toBe(TEXT);
    expect(result.shown).toBe(TEXT);
    expect(result.memory).toBe('Characters:\n- Ada');
    expect(JSON.stringify(server.requests[1].body)).not.toContain('slow burn');
  });

  it.each(['reasoning_content', 'reasoning'] as const)(
    'waits for a model that reasons in `%s` longer than the first-token limit',
    async (field) => {
      server.script({
        reasoning: { field, pieces: Array.from({ length: 8 }, () => 'thinking…') },
        tokens: PROSE,
        paceMs: 60,
      });
      const result = await write(writer({ firstTokenTimeoutMs: 200 }));
      expect(result.text).toBe(TEXT);
      expect(result.text).not.toContain('thinking');
      expect(server.streamed()).toHaveLength(1);
    },
  );

  it('waits for a provider that queues with ": PROCESSING" comments', async () => {
    server.script({ keepAlive: { count: 5, everyMs: 100 }, tokens: PROSE });
    const result = await write(writer({ firstTokenTimeoutMs: 250 }));
    expect(result.text).toBe(TEXT);
    expect(server.streamed()).toHaveLength(1);
  });
});

describe('refusals and answers that are not chapters', () => {
  it('retries a refusal once with a firmer instruction, showing none of it', async () => {
    server.script([{ tokens: REFUSAL }, { tokens: PROSE }]);
    const result = await write(writer());
    expect(result.shown).toBe(TEXT);
    expect(server.streamed()).toHaveLength(2);
    expect(userPrompt(0)).not.toContain('no apology');
    expect(userPrompt(1)).toContain('no apology');
  });

  it('fails when the model refuses twice, having shown nothing', async () => {
    server.script({ tokens: REFUSAL });
    const { error, shown } = await failure(writer());
    expect(error.message).toBe('The writing service declined to write this chapter.');
    expect(shown).toBe('');
    expect(server.streamed()).toHaveLength(2);
    expect(server.requests.every((r) => r.body.stream)).toBe(true);
    expect(logged.map((l) => l.message)).toContain('writer: The writing service declined to write this chapter.');
  });

  it('stops reading a long refusal as soon as its opening gives it away', async () => {
    server.script({ tokens: ['As an AI language model, I cannot write this. ', ...PROSE, ...PROSE] });
    const { shown } = await failure(writer());
    expect(shown).toBe('');
  });

  it('treats a meta-answer and a too-short answer like a refusal', async () => {
    server.script([
      { tokens: ["Sure! Here's chapter 2:\n\n", ...PROSE.slice(0, 2)] },
      { tokens: ['The end came quickly.'] },
    ]);
    const { error, shown } = await failure(writer());
    expect(error.message).toBe('The writing service did not write a chapter.');
    expect(shown).toBe('');
  });
});

describe('endings', () => {
  it('asks a cut-off chapter to be finished, once, and keeps both parts', async () => {
    server.script([
      { tokens: [...PROSE, '\n\nThe first'], finishReason: 'length' },
      { tokens: [' star came out over the water.'] },
    ]);
    const result = await write(writer());
    expect(result.text).toBe(`${TEXT}\n\nThe first star came out over the water.`);
    expect(result.shown).toBe(result.text);
    const continuation = server.streamed()[1].body.messages;
    expect(continuation.at(-2)).toMatchObject({ role: 'assistant' });
    expect(continuation.at(-2).content).toContain('The first');
    expect(continuation.at(-1).content).toContain('Continue the chapter exactly where it stopped');
  });

  it('trims to the last full sentence when the continuation is cut off too', async () => {
    server.script([
      { tokens: [...PROSE, '\n\nThe first'], finishReason: 'length' },
      { tokens: [' star came', ' out over'], finishReason: 'length' },
    ]);
    const result = await write(writer());
    expect(result.text).toBe(TEXT);
    expect(result.shown).toBe(TEXT);
    expect(server.streamed()).toHaveLength(2);
  });

  it('keeps the continuation of a long story within LLM_CONTEXT_TOKENS plus 600 tokens, prompt and answer', async () => {
    const contextTokens = 4096;
    const count = tokenCounterFor('fake-model');
    const sentence = 'The lamps along the water burned a soft, patient gold while the ferry waited. ';
    // The first answer fills all the room it was given, and is cut off.
    const answer = sentence.repeat(Math.ceil(answerTokens(1200, contextTokens) / count(sentence)));
    server.script([
      { tokens: [...answer.match(/.{1,80}/gs)!, 'The first'], finishReason: 'length' },
      { tokens: [' star came out over the water.'] },
    ]);
    const earlierChapters = Array.from({ length: 12 }, (_, i) => `Chapter ${i + 1}. ${sentence.repeat(40)}`);
    await write(writer({ contextTokens }), {
      chapterNumber: 13,
      instruction: { kind: 'continue' },
      earlierChapters,
      maxTokens: 1200,
    });
    const [first, continuation] = server.streamed().map((request) => request.body);
    const promptTokens = (body: { messages: { content: string }[] }) =>
      body.messages.reduce((sum, m) => sum + count(m.content) + MESSAGE_OVERHEAD_TOKENS, 0);
    expect(promptTokens(first) + first.max_tokens).toBeLessThanOrEqual(contextTokens);
    expect(continuation.max_tokens).toBeGreaterThan(0);
    expect(promptTokens(continuation) + continuation.max_tokens).toBeLessThanOrEqual(contextTokens + 600);
  });

  it.each([
    ['a Short chapter in a 2,048-token window with a full memory', 2048, 2, 1200],
    ['a Long chapter in the default window with every description and the memory full', 8192, 4, 4800],
  ] as const)(
    'sends %s within the window, with room for its words',
    async (_name, contextTokens, length, maxTokens) => {
      const count = tokenCounterFor('fake-model');
      const long = (words: string) => words.repeat(Math.ceil(2000 / words.length)).slice(0, 2000);
      const settings = {
        ...SAMPLE_SETTINGS,
        length,
        ...(length === 4 && {
          fantasy: long('a storm strands them together in the lighthouse keeper cottage. '),
          settingDescription: long('salt-streaked windows, a brass telescope, oil lamps. '),
          protagonistDescription: long('a tall, bookish archivist with ink-stained fingers. '),
          loveInterestDescription: long('a sharp-witted sea captain with a laugh like thunder. '),
        }),
      };
      const memory = Array.from({ length: 80 }, (_, i) => `- Ada remembers the ${i + 1}th letter she never sent.`)
        .join('\n')
        .slice(0, WRITER_MEMORY_MAX_CHARS);
      server.script({ tokens: PROSE });
      await write(writer({ contextTokens }), { settings, memory, maxTokens, chapterNumber: 2 });
      const [request] = server.streamed().map((recorded) => recorded.body);
      const prompt = request.messages.reduce(
        (sum: number, m: { content: string }) => sum + count(m.content) + MESSAGE_OVERHEAD_TOKENS,
        0,
      );
      expect(prompt + request.max_tokens).toBeLessThanOrEqual(contextTokens);
      expect(request.max_tokens).toBeGreaterThanOrEqual(STORY_LENGTHS[length].targetWords / WRITER_WORDS_PER_TOKEN);
      // What of the memory gave way is its last lines, never the first.
      expect(request.messages[1].content).toContain('- Ada remembers the 1th letter she never sent.');
    },
  );

  it('extends the memory with a summary, without a request the window cannot hold, when chapter and memory fill it', async () => {
    const memory = Array.from({ length: 80 }, (_, i) => `- Ada remembers the ${i + 1}th letter she never sent.`)
      .join('\n')
      .slice(0, WRITER_MEMORY_MAX_CHARS);
    server.script({ tokens: PROSE, completion: 'Characters:\n- Ada' });
    const result = await write(writer({ contextTokens: 2048 }), { memory, chapterNumber: 2 });
    expect(server.requests.map((r) => Boolean(r.body.stream))).toEqual([true]);
    expect(result.memory).toMatch(/\nChapter 2: .+$/);
    expect(result.memory).toContain('- Ada remembers the 80th letter she never sent.');
  });

  it('fails a chapter whose settings alone fill the window, without asking the model', async () => {
    const long = 'a storm strands them together in the lighthouse keeper cottage. '.repeat(40).slice(0, 2000);
    const settings = { ...SAMPLE_SETTINGS, fantasy: long, settingDescription: long, protagonistDescription: long };
    const { error } = await failure(writer({ contextTokens: 2048 }), {
      settings: { ...settings, loveInterestDescription: long },
    });
    expect(error).toBeInstanceOf(WriterError);
    expect(error.message).toMatch(/context window/);
    expect(server.streamed()).toHaveLength(0);
  });

  it('trims a cut-off chapter to its last full sentence when finishing it would pass that margin', async () => {
    const sentence = 'The lamps along the water burned a soft, patient gold while the ferry waited. ';
    // A server that sent far more than it was asked for leaves no room for a continuation.
    server.script({ tokens: [...sentence.repeat(400).match(/.{1,80}/gs)!, 'The first'], finishReason: 'length' });
    const result = await write(writer({ contextTokens: 4096 }), { maxTokens: 1200 });
    expect(server.streamed()).toHaveLength(1);
    expect(result.text.endsWith('waited.')).toBe(true);
  });

  it('fails a chapter the provider filtered', async () => {
    server.script({ tokens: PROSE, finishReason: 'content_filter' });
    const { error } = await failure(writer());
    expect(error.message).toBe("The writing service's content filter stopped this chapter.");
    expect(error.retryable).toBe(false);
  });

  it('ignores choices on an even chapter, and never shows their list', async () => {
    server.script({ tokens: [...PROSE, '\n\nWhat happens next?\n1. Go to the pier\n2. Stay'] });
    const result = await write(writer(), { chapterNumber: 2, instruction: { kind: 'continue' } });
    expect(result).toMatchObject({ text: TEXT, shown: TEXT, choices: [] });
  });

  it('reads lettered choices under a question on an odd chapter', async () => {
    server.script({ tokens: [...PROSE, '\n\n**What will Ada do?**\nA) Go to the pier\nB) Stay'] });
    const result = await write(writer(), { chapterNumber: 3, instruction: { kind: 'continue' } });
    expect(result).toMatchObject({ text: TEXT, choices: ['Go to the pier', 'Stay'] });
  });
});

describe('provider errors', () => {
  it('honours Retry-After', async () => {
    server.script({ tokens: PROSE, failFirst: { status: 429, times: 1, retryAfter: '1' } });
    const started = Date.now();
    const result = await write(writer());
    expect(result.text).toBe(TEXT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('fails at once when Retry-After is past the limit', async () => {
    server.script({ tokens: PROSE, failFirst: { status: 429, times: 1, retryAfter: '120' } });
    const { error } = await failure(writer({ retryAfterMaxMs: 5_000 }));
    expect(error.message).toMatch(/busy/);
    expect(server.streamed()).toHaveLength(1);
  });

  it("logs a 400 with the provider's reason, never the key or the prompt", async () => {
    const body = {
      error: { message: "This model's maximum context length is 8192 tokens.", code: 'context_length_exceeded' },
    };
    server.script({ failFirst: { status: 400, times: 1, body } });
    const { error } = await failure(writer());
    expect(error.message).toBe('The writing service rejected the request (HTTP 400).');
    expect(logged).toHaveLength(1);
    expect(logged[0].fields).toMatchObject({ status: 400, model: 'fake-model', willRetry: false });
    expect(logged[0].fields.body).toContain('maximum context length is 8192 tokens');
    const line = JSON.stringify(logged);
    expect(line).not.toContain(API_KEY);
    expect(line).not.toContain('Salt and Ink');
  });
});

describe('operator presets', () => {
  it('sends the sampling presets and the extra body, and uses the memory model and system prompt', async () => {
    server.script({ tokens: PROSE, completion: 'Characters:\n- Ada' });
    const sampling = {
      temperature: 0.7,
      top_p: 0.9,
      min_p: 0.05,
      frequency_penalty: 0.3,
      presence_penalty: 0.2,
      stop: ['###'],
    };
    await write(
      writer({
        sampling,
        extraBody: { options: { num_ctx: 16384 }, reasoning: { enabled: false } },
        memoryModel: 'small-model',
        systemPrompt: 'You are the house novelist.',
      }),
    );
    const [chapter, memory] = server.requests.map((r) => r.body);
    expect(chapter).toMatchObject({
      ...sampling,
      options: { num_ctx: 16384 },
      reasoning: { enabled: false },
    });
    expect(chapter.messages[0].content).toBe('You are the house novelist.');
    expect(memory).toMatchObject({ model: 'small-model', options: { num_ctx: 16384 } });
  });
});
