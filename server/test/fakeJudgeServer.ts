import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeJudgeServer {
  /** Base URL to give the SDK, ending in /v1. */
  url: string;
  /** The user message of every request received, in order. */
  prompts: string[];
  /** Answer every request with this HTTP status instead (0: answer normally). */
  failWith(status: number): void;
  /** Answer every request with this text instead of judging (undefined: judge by the rules). */
  answerWith(text: string | undefined): void;
  close(): Promise<void>;
}

/**
 * A local imitation of a model judge behind an OpenAI-compatible `/v1/chat/completions`: it answers
 * "unsafe: <category>" when the texts contain one of `rules`' markers (case-insensitive), "safe"
 * otherwise; it can fail with an HTTP status or answer nonsense, as a real model server does.
 */
export async function startFakeJudgeServer(rules: Record<string, string>): Promise<FakeJudgeServer> {
  const prompts: string[] = [];
  let failing = 0;
  let fixed: string | undefined;
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
      return json(404, { error: { message: 'Not found' } });
    if (failing) return json(failing, { error: { message: 'scripted failure' } });
    const body = JSON.parse(raw) as { model: string; messages: { role: string; content: string }[] };
    const prompt = body.messages.find((m) => m.role === 'user')?.content ?? '';
    prompts.push(prompt);
    const hit = Object.entries(rules).find(([marker]) => prompt.toLowerCase().includes(marker.toLowerCase()));
    const content = fixed ?? (hit ? `unsafe: ${hit[1]}` : 'safe');
    json(200, {
      id: `judge-${prompts.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    prompts,
    failWith(status) {
      failing = status;
    },
    answerWith(text) {
      fixed = text;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
