import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '#common/contract';
import type { ApiClient } from '#server/test/testApp';
import { wait } from './stats';

/** Signs up a fresh account through the API (each has the new-account credits and story allowance). */
export async function signUp(api: ApiClient): Promise<AuthResponse> {
  const id = randomUUID().slice(0, 8);
  const res = await api.post<AuthResponse>('/api/auth/signup', {
    name: `Bench ${id}`,
    email: `bench-${id}@example.com`,
    password: `secret-${id}`,
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Asks for a new short public story; answers its id and how long the request took. */
export async function generateStory(api: ApiClient, token: string, title: string): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  const res = await api.post<{ _id: string }>(
    '/api/stories/generate',
    { title, settings: { length: 2 }, isPublic: true },
    token,
  );
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`generate: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id, ms };
}

/** Waits until chapter 1 of the story is written. */
export async function waitForChapterOne(api: ApiClient, token: string, storyId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await api.get<{ chapters: { number: number; status: string }[] }>(
      `/api/stories/${storyId}/chapters`,
      token,
    );
    const status = res.body.chapters?.find((c) => c.number === 1)?.status;
    if (status === 'failed') throw new Error(`chapter 1 of ${storyId} failed`);
    if (status === 'ready') return;
    await wait(50);
  }
  throw new Error(`chapter 1 of ${storyId} not ready within 60 s`);
}
