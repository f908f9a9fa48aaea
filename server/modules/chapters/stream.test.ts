import { describe, expect, it } from 'vitest';
import { OPEN_STREAM_LIMITS } from '#server/security';
import { buildStory, buildUser } from '#server/test/factories';
import { testAppWithControlledWriter } from '#server/test/controlledWriterApp';
import { forEachEvent, type SseEvent } from '#server/test/sse';

const { t, control } = testAppWithControlledWriter();

/** Reads an event stream as it arrives. */
async function openStream(path: string, token?: string, lastEventId?: string) {
  const response = await fetch(t.baseUrl + path, {
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(lastEventId && { 'last-event-id': lastEventId }),
    },
  });
  const events: SseEvent[] = [];
  const listeners = new Set<() => void>();
  const reader = response.body!.getReader();
  const ended = forEachEvent(reader, (event) => {
    events.push(event);
    for (const listener of listeners) listener();
  });
  const waitFor = (predicate: () => boolean, timeoutMs = 5000) =>
    new Promise<void>((resolve, reject) => {
      if (predicate()) return resolve();
      const timer = setTimeout(() => reject(new Error(`timed out; events: ${JSON.stringify(events)}`)), timeoutMs);
      const check = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
    });
  const text = () =>
    events
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
  return { response, events, ended, waitFor, text, cancel: () => reader.cancel() };
}

describe('GET /api/stories/{id}/chapters/{n}/stream', () => {
  it('streams the text as it is written to every reader, then the finished chapter', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{ content: 'Opening. ' }] });
    await t.api.post(`/api/stories/${story.id}/continue`, { conclude: false }, owner.token);
    const call = await control.nextCall();

    const early = await openStream(`/api/stories/${story.id}/chapters/2/stream`, owner.token);
    expect(early.response.status).toBe(200);
    expect(early.response.headers.get('content-type')).toContain('text/event-stream');
    await early.waitFor(() => early.events.length === 1);
    expect(early.events[0]).toEqual({ event: 'text', data: { text: '' }, id: '0' });

    // Text reaches readers a sentence at a time, once the sentence has been checked.
    call.write('The rain ');
    call.write('fell softly. She ');
    const started = Date.now();
    await early.waitFor(() => early.text() === 'The rain fell softly.');
    expect(Date.now() - started).toBeLessThan(1000);

    call.write('smiled. ');
    await early.waitFor(() => early.text() === 'The rain fell softly. She smiled.');
    // A reader joining mid-way gets everything so far at once, then the rest.
    const late = await openStream(`/api/stories/${story.id}/chapters/2/stream`, owner.token);
    await late.waitFor(() => late.text() === 'The rain fell softly. She smiled.');

    call.write('x'.repeat(5000));
    call.finish({ choices: [] });
    await Promise.all([early.ended, late.ended]);
    for (const stream of [early, late]) {
      expect(stream.text()).toBe(`The rain fell softly. She smiled. ${'x'.repeat(5000)}`);
      const done = stream.events.at(-1)!;
      expect(done.event).toBe('done');
      expect(done.data).toMatchObject({ number: 2, status: 'ready', content: stream.text(), locked: false });
    }
  });

  it('resumes a broken connection from its Last-Event-ID: exactly the missing text, no gap and no repeat', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{ content: 'Opening. ' }] });
    await t.api.post(`/api/stories/${story.id}/continue`, { conclude: false }, owner.token);
    const call = await control.nextCall();
    const path = `/api/stories/${story.id}/chapters/2/stream`;

    const first = await openStream(path, owner.token);
    call.write('Rain fell. Wind rose. ');
    await first.waitFor(() => first.text() === 'Rain fell. Wind rose.');
    const lastSeen = first.events.filter((e) => e.event === 'text').at(-1)!;
    expect(lastSeen.id).toBe(String('Rain fell. Wind rose.'.length));
    await first.cancel();
    await first.ended;

    // Text written while the reader was away arrives first, then the chapter goes on live.
    call.write('Doors shut. ');
    const cutAt = String('Rain fell.'.length);
    const resumed = await openStream(path, owner.token, cutAt);
    await resumed.waitFor(() => resumed.text() === ' Wind rose. Doors shut.');
    call.write('Lamps lit. ');
    await resumed.waitFor(() => resumed.text() === ' Wind rose. Doors shut. Lamps lit.');
    call.finish({ choices: [] });
    await resumed.ended;
    const content: string = resumed.events.at(-1)!.data.content;
    expect('Rain fell.' + resumed.text()).toBe(content);
    // Every text event's id is the length of the text once it is added.
    let upTo = 'Rain fell.'.length;
    for (const event of resumed.events.filter((e) => e.event === 'text')) {
      upTo += event.data.text.length;
      expect(event.id).toBe(String(upTo));
    }

    // Once done, a reconnect gets what it lacks and the finished chapter; a bad id starts from the beginning.
    const after = await openStream(path, owner.token, String('Rain fell. Wind rose. Doors shut.'.length));
    await after.ended;
    expect(after.text()).toBe(content.slice('Rain fell. Wind rose. Doors shut.'.length));
    const garbled = await openStream(path, owner.token, 'not-an-offset');
    await garbled.ended;
    expect(garbled.text()).toBe(content);
  });

  it('keeps at most OPEN_STREAM_LIMITS.perAccount streams of one account open: one more is a 429 until one closes', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{ content: 'Opening. ' }] });
    await t.api.post(`/api/stories/${story.id}/continue`, { conclude: false }, owner.token);
    const call = await control.nextCall();
    const path = `/api/stories/${story.id}/chapters/2/stream`;
    const streams = [];
    for (let i = 0; i < OPEN_STREAM_LIMITS.perAccount; i++) {
      const stream = await openStream(path, owner.token);
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const refused = await t.api.get(path, owner.token);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many live chapter streams open at once. Close one, then try again.' },
    });

    await streams[0].cancel();
    await streams[0].ended;
    let again = await openStream(path, owner.token);
    for (let tries = 0; again.response.status === 429 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openStream(path, owner.token);
    }
    expect(again.response.status).toBe(200);
    call.finish({ choices: [] });
    await Promise.all([...streams.slice(1), again].map((stream) => stream.ended));
  });

  it('streams a finished chapter at once', async () => {
    const owner = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner.user, {
      chapters: [{ content: 'All of it.', choices: ['A', 'B'] }],
    });
    const stream = await openStream(`/api/stories/${story.id}/chapters/1/stream`);
    await stream.ended;
    expect(stream.events).toEqual([
      { event: 'text', data: { text: 'All of it.' }, id: '10' },
      {
        event: 'done',
        data: expect.objectContaining({ number: 1, status: 'ready', choices: [{ text: 'A' }, { text: 'B' }] }),
      },
    ]);
  });

  it('ends with the failure when the writer fails, and stops listening when the reader leaves', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 10 });
    const story = await buildStory(t.ctx.db, owner.user);
    await t.api.post(`/api/stories/${story.id}/continue`, { conclude: false }, owner.token);
    const call = await control.nextCall();
    const leaving = await openStream(`/api/stories/${story.id}/chapters/2/stream`, owner.token);
    const staying = await openStream(`/api/stories/${story.id}/chapters/2/stream`, owner.token);
    await leaving.waitFor(() => leaving.events.length === 1);
    await leaving.cancel();
    call.write('Half a sentence');
    call.fail(new Error('boom'));
    await staying.ended;
    expect(staying.events.at(-1)).toMatchObject({
      event: 'done',
      data: { status: 'failed', content: 'Half a sentence' },
    });
  });
});
