import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import type { OpenAiCompatibleWriter, OpenAiCompatibleWriterOptions } from './openaiCompatible';
import { WriterError, type WriteChapterRequest } from './port';
import { chapterRequest, SAMPLE_CHAPTER_PIECES, SAMPLE_SETTINGS, testWriter } from '#server/test/writerKit';

const PROSE = SAMPLE_CHAPTER_PIECES;
const WITH_CHOICES = [...PROSE, '\n\nCHO', 'ICES:\n- Walk to', ' the pier\n- Stay by', ' the fire\n'];
const API_KEY = 'sk-test-secret-key-123';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const writer = (options: Partial<OpenAiCompatibleWriterOptions> = {}) => testWriter(server.url, API_KEY, options);

async function write(w: OpenAiCompatibleWriter, overrides: Partial<WriteChapterRequest> = {}) {
  const pieces: string[] = [];
  const result = await w.writeChapter(chapterRequest(overrides), (p) => pieces.push(p));
  return { ...result, shown: pieces.join('') };
}

async function failure(promise: Promise<unknown>): Promise<WriterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WriterError);
  return error as WriterError;
}

describe('OpenAI-compatible writer', () => {
  it('is named after its model', () => {
    expect(writer().name).toBe('openai-compatible (fake-model)');
    expect(writer().offline).toBe(false);
  });

  it('streams the prose, parses the choices and never emits the markup', async () => {
    server.script({ tokens: WITH_CHOICES });
    const result = await write(writer());
    const prose = PROSE.join('');
    expect(result.text).toBe(prose);
    expect(result.shown).toBe(prose);
    expect(result.choices).toEqual(['Walk to the pier', 'Stay by the fire']);
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('has the model rewrite the memory after the chapter, in a second request that is not streamed', async () => {
    const memory = 'Characters:\n- Ada (she): archivist\nSummary:\n- They met by the tide.';
    server.script({ tokens: PROSE, completion: memory });
    const result = await write(writer(), { memory: 'Facts:\n- The hotel is closing.' });
    expect(result.memory).toBe(memory);
    expect(server.requests).toHaveLength(2);
    const { body } = server.requests[1];
    expect(body.stream).toBe(false);
    const asked = body.messages.map((m: { content: string }) => m.content).join('\n');
    expect(asked).toContain('The hotel is closing.');
    expect(asked).toContain(PROSE.join(''));
    for (const section of ['Characters:', 'Places:', 'Facts:', 'Open threads:', 'Summary:'])
      expect(asked).toContain(section);
  });

  it('keeps the chapter when the memory request fails, extending the memory with a summary', async () => {
    server.script({ tokens: PROSE, completionStatus: 500 });
    const result = await write(writer(), { memory: 'Facts:\n- The hotel is closing.' });
    expect(result.text).toBe(PROSE.join(''));
    expect(result.memory).toContain('The hotel is closing.');
    expect(result.memory).toContain('Chapter 1: The tide came in slowly.');
  });

  it("carries the reader's direction and a system prompt worth its name", async () => {
    server.script({ tokens: PROSE });
    await write(writer(), { chapterNumber: 2, instruction: { kind: 'continue', prompt: 'They miss the last ferry' } });
    const [system, user] = server.requests[0].body.messages;
    expect(user.content).toContain('The reader asks for this to happen next: "They miss the last ferry"');
    for (const craft of ['Show, don', 'Dialogue', 'Pacing', 'Sensory detail', 'consensual', 'adult (18+)'])
      expect(system.content).toContain(craft);
  });

  it('sends every setting, the rules, the memory, the ending and the instruction', async () => {
    server.script({ tokens: PROSE });
    await write(writer(), {
      chapterNumber: 3,
      memory: 'Chapter 1: They met on the pier.',
      earlierChapters: ['They met on the pier.', 'He held out his hand.'],
      instruction: { kind: 'choice', choice: 'Walk to the pier' },
      maxTokens: 2400,
    });
    const { body } = server.requests[0];
    expect(body).toMatchObject({ model: 'fake-model', stream: true, max_tokens: 2400 });
    const prompt = body.messages.map((m: { content: string }) => m.content).join('\n');
    const { narrationVoice: _v, narrationVoiceId: _id, length: _l, explicitLevel, ...texts } = SAMPLE_SETTINGS;
    for (const value of Object.values(texts)) expect(prompt).toContain(value);
    expect(prompt).toContain(`Heat level ${explicitLevel}/100: sensual`);
    expect(prompt).toContain('consenting adult (18+)');
    expect(prompt).toContain('English only');
    expect(prompt).toContain('real people');
    expect(prompt).toContain('Chapter 1: They met on the pier.');
    expect(prompt).toContain('He held out his hand.');
    expect(prompt).toContain('the reader chose: "Walk to the pier"');
    expect(prompt).toContain('CHOICES:');
  });

  it('asks a conclusion for no choices and drops any it gives', async () => {
    server.script({ tokens: WITH_CHOICES });
    const result = await write(writer(), { chapterNumber: 4, instruction: { kind: 'conclude' } });
    expect(result.choices).toEqual([]);
    expect(server.requests[0].body.messages[1].content).toContain('Do not offer choices');
  });

  it('retries a 429 before any text, then succeeds', async () => {
    server.script({ tokens: PROSE, failFirst: { status: 429, times: 1 } });
    const result = await write(writer());
    expect(result.text).toBe(PROSE.join(''));
    expect(server.requests.filter((r) => r.body.stream)).toHaveLength(2);
  });

  it('gives up after the bounded retries on repeated 500s', async () => {
    server.script({ tokens: PROSE, failFirst: { status: 500, times: 3 } });
    const error = await failure(write(writer({ maxRetries: 2 })));
    expect(error.message).toMatch(/writing service had a problem/);
    expect(error.message).not.toContain(API_KEY);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a refused key, and does not leak it', async () => {
    server.script({ failFirst: { status: 401, times: 5 } });
    const error = await failure(write(writer()));
    expect(error.retryable).toBe(false);
    expect(error.message).not.toContain(API_KEY);
    expect(server.requests).toHaveLength(1);
  });

  it('fails the chapter without retrying when the stream breaks after text', async () => {
    server.script({ tokens: [...PROSE, ' More', ' words'], breakAfter: PROSE.length + 1, paceMs: 5 });
    const pieces: string[] = [];
    const error = await failure(writer().writeChapter(chapterRequest(), (p) => pieces.push(p)));
    expect(error.message).toMatch(/broke/);
    expect(pieces.join('')).toContain('The tide');
    expect(server.requests).toHaveLength(1);
  });

  it('times out when the first token never comes, retrying first', async () => {
    server.script({ hang: true });
    const started = Date.now();
    const error = await failure(write(writer({ firstTokenTimeoutMs: 150, maxRetries: 1 })));
    expect(error.message).toMatch(/did not start answering/);
    expect(server.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops at the overall time limit', async () => {
    server.script({ tokens: Array.from({ length: 100 }, () => ' word'), paceMs: 20 });
    const error = await failure(write(writer({ timeoutFloorMs: 200, msPerToken: 0 })));
    expect(error.message).toMatch(/did not finish/);
  });

  it('reports an answer it cannot read', async () => {
    server.script({ garbage: 'data: {not json\n\n' });
    await failure(write(writer()));
  });

  it('stops when the request is abandoned', async () => {
    server.script({ tokens: Array.from({ length: 200 }, () => ' word'), paceMs: 10 });
    const controller = new AbortController();
    const pieces: string[] = [];
    const written = writer().writeChapter(chapterRequest({ signal: controller.signal }), (p) => pieces.push(p));
    setTimeout(() => controller.abort(), 100);
    const error = await failure(written);
    expect(error.message).toMatch(/cancelled/);
    const count = pieces.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(pieces.length).toBe(count);
    expect(server.requests).toHaveLength(1);
  });
});
