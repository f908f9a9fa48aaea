import type { Chapter } from '#common/contract';
import type { RunningApp } from './server';

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
