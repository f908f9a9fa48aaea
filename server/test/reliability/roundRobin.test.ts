import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterStreamEvents } from '#common/catalogue/wire';
import { buildStory, buildUser } from '#server/test/factories';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { waitForMail } from '#server/test/outbox';
import { startRoundRobinProxy, type RoundRobinProxy } from '#server/test/roundRobinProxy';
import { readEvents } from '#server/test/sse';
import {
  apiClient,
  startSecondInstance,
  startTestApp,
  type ApiClient,
  type SecondInstance,
  type TestApp,
} from '#server/test/testApp';

const ELEVENLABS_KEY = 'round-robin-key';

// Three instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances behind a round-robin proxy', () => {
  let fake: FakeAudioServer;
  let first: TestApp;
  let others: SecondInstance[];
  let proxy: RoundRobinProxy;
  let api: ApiClient;

  beforeAll(async () => {
    fake = await startFakeElevenLabsServer({ apiKey: ELEVENLABS_KEY });
    first = await startTestApp({ env: { ELEVENLABS_API_KEY: ELEVENLABS_KEY, ELEVENLABS_BASE_URL: fake.url } });
    others = [await startSecondInstance(first), await startSecondInstance(first)];
    proxy = await startRoundRobinProxy([first.baseUrl, ...others.map((other) => other.baseUrl)]);
    api = apiClient(proxy.url);
  });
  afterAll(async () => {
    await proxy.close();
    for (const other of others) await other.close();
    await first.close();
    await fake.close();
  });

  /** The instance that answered the latest request, and the one that will take the next. */
  const lastInstance = () => proxy.served.at(-1)!.instance;

  it('signs up, pays, writes, narrates and unlocks with every request on another instance', async () => {
    const email = 'roundrobin@example.com';
    const signup = await api.post('/api/auth/signup', { name: 'Robin', email, password: 'round-robin-1' });
    expect(signup.status).toBe(201);
    const token: string = signup.body.token;
    expect((await api.get('/api/auth/me', token)).body.user.emailVerified).toBe(false);
    const mail = await waitForMail(first.ctx.config.dataDir, email, 'Verify your Reverie email');
    expect((await api.post('/api/auth/verify-email', { token: mail.token })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await api.get('/api/auth/me', token)).body.user.emailVerified).toBe(true);

    // Payment: a demo credit pack, opened on one instance, paid on the next, confirmed on the third.
    const checkout = await api.post('/api/payment/create-credit-checkout', { packageId: 'starter' }, token);
    expect(checkout.status).toBe(200);
    expect((await api.post('/api/payment/demo/pay', { sessionId: checkout.body.id }, token)).status).toBe(200);
    const confirmed = await api.get(`/api/payment/credit-success?session_id=${checkout.body.id}`, token);
    expect(confirmed.body).toMatchObject({ success: true, fulfilledNow: false });
    const { user } = (await api.get('/api/auth/me', token)).body;
    expect(user.textCredits).toBeGreaterThanOrEqual(5);
    expect(user.audioCredits).toBeGreaterThanOrEqual(5);

    // Generation: created on one instance, written by whichever runner claims it, streamed from another.
    const created = await api.post(
      '/api/stories/generate',
      { title: 'Round the Ring', settings: { length: 2 } },
      token,
    );
    expect(created.status).toBe(201);
    const storyId: string = created.body._id;
    const createdOn = lastInstance();
    const stream = await fetch(`${proxy.url}/api/stories/${storyId}/chapters/1/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lastInstance()).not.toBe(createdOn);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(stream);
    const done = events.at(-1)!;
    expect(done.event).toBe(chapterStreamEvents.done);
    expect(done.data.status).toBe('ready');
    const streamed = events
      .filter((e) => e.event === chapterStreamEvents.text)
      .map((e) => e.data.text as string)
      .join('');
    expect(streamed).toBe(done.data.content);
    const chapters = await api.get(`/api/stories/${storyId}/chapters`, token);
    expect(chapters.body.chapters[0].content).toBe(streamed);

    // Narration: synthesised on the instance that took the request, heard through another as it is made.
    fake.chunkDelayMs = 100;
    const voiceId = FAKE_ELEVENLABS_VOICES[0].voice_id;
    const narration = await api.post('/api/speech/generate', { voiceId, storyId }, token);
    expect(narration.status).toBe(202);
    expect(narration.body.inProgress).toBe(true);
    const narratedOn = lastInstance();
    const audio = await fetch(`${proxy.url}${narration.body.audioUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lastInstance()).not.toBe(narratedOn);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-length')).toBeNull();
    const heard = Buffer.from(await audio.arrayBuffer());
    const stored = await fetch(`${proxy.url}${narration.body.audioUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.headers.get('content-length')).toBe(String(heard.length));
    expect(heard.equals(Buffer.from(await stored.arrayBuffer()))).toBe(true);

    // Unlock: a locked chapter of another writer's story, unlocked on one instance, read on the others.
    const writer = await buildUser(first.ctx.db);
    const locked = await buildStory(first.ctx.db, writer.user, {
      chapters: [
        { content: 'An open first chapter. '.repeat(20) },
        { content: 'The locked second chapter. '.repeat(20) },
      ],
    });
    const before = await api.get(`/api/stories/${locked.id}/chapters`, token);
    expect(before.body.chapters[1].locked).toBe(true);
    expect((await api.post(`/api/stories/${locked.id}/chapters/2/unlock`, undefined, token)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const after = await api.get(`/api/stories/${locked.id}/chapters`, token);
      expect(after.body.chapters[1]).toMatchObject({
        locked: false,
        content: expect.stringContaining('locked second'),
      });
    }

    // No request found the instance that answered the one before it.
    const instances = proxy.served.map((request) => request.instance);
    expect(new Set(instances)).toEqual(new Set([0, 1, 2]));
    for (let i = 1; i < instances.length; i++) expect(instances[i]).not.toBe(instances[i - 1]);
  });
});
