import type { AudioInfo, Chapter } from '#common/contract';
import { createStory, expect } from './fixtures';
import type { RunningApp } from './server';

export const FREE_VOICE = 'offline-deep-male';

/** A JSON call to the real API as the given user. */
export async function api<T>(app: RunningApp, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until the offline writer has finished this chapter. */
export async function chapterWhenWritten(
  app: RunningApp,
  token: string,
  storyId: string,
  number: number,
): Promise<Chapter> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { chapters } = await api<{ chapters: Chapter[] }>(app, token, 'GET', `/api/stories/${storyId}/chapters`);
    const chapter = chapters.find((c) => c.number === number);
    if (chapter && chapter.status !== 'writing') return chapter;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`chapter ${number} of ${storyId} was not written in time`);
}

/** Buys a credit pack through the demo payment provider, as its checkout page would. */
export async function buyCredits(app: RunningApp, token: string, packageId = 'starter') {
  const { id } = await api<{ id: string }>(app, token, 'POST', '/api/payment/create-credit-checkout', { packageId });
  await api(app, token, 'POST', '/api/payment/demo/pay', { sessionId: id });
  await api(app, token, 'GET', `/api/payment/credit-success?session_id=${encodeURIComponent(id)}`);
}

/** A story whose chapter 1 is narrated in the built-in voice, with its read-along marks. */
export async function narratedStory(app: RunningApp, token: string): Promise<{ storyId: string; info: AudioInfo }> {
  const story = await createStory(app, token, {
    title: 'Tide and Candlelight',
    maxTokens: 300,
    settings: { narrationVoice: 'Deep Male', narrationVoiceId: FREE_VOICE, atmosphere: 'Seaside at dusk' },
  });
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const generated = await fetch(`${app.baseUrl}/api/speech/generate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ storyId: story._id, voiceId: FREE_VOICE }),
  });
  // Accepted and under way (202), its audio info following it until the marks come; or, when the
  // built-in writer wrote the same text earlier in the file, narrated already (200).
  expect([200, 202]).toContain(generated.status);
  let info: AudioInfo | undefined;
  await expect
    .poll(
      async () => {
        info = (await (await fetch(`${app.baseUrl}/api/stories/${story._id}/audio`, { headers })).json()) as AudioInfo;
        return info.marks.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(3);
  return { storyId: story._id, info: info! };
}
