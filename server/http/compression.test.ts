import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildControlledWriter, buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

const control = buildControlledWriter();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ providers: (_config, defaults) => ({ ...defaults, writer: control.writer }) });
  const { user } = await buildUser(t.ctx.db);
  for (let i = 0; i < 12; i++) await buildStory(t.ctx.db, user, { title: `Compressed story ${i}` });
});
afterAll(() => t.close());

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back exactly as sent (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.baseUrl}${path}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('compression of API bodies', () => {
  it.each([
    ['gzip', zlib.gunzipSync],
    ['br', zlib.brotliDecompressSync],
  ])(
    'sends a large list %s-encoded when the client accepts it, decoding to the same JSON',
    async (encoding, decode) => {
      const plain = await rawGet('/api/stories/public');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);

      const encoded = await rawGet('/api/stories/public', { 'accept-encoding': encoding });
      expect(encoded.status).toBe(200);
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      expect(encoded.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(encoded.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    },
  );

  it('leaves small bodies as they are', async () => {
    const small = await rawGet('/api/platform', { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('still streams a chapter being written, event by event and uncompressed', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const created = await t.api.post('/api/stories/generate', { title: 'Streamed', settings: { length: 2 } }, token);
    const call = await control.nextCall();
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          `${t.baseUrl}/api/stories/${created.body._id}/chapters/1/stream`,
          { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } },
          resolve,
        )
        .on('error', reject);
    });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    response.setEncoding('utf8');
    let received = '';
    response.on('data', (part: string) => (received += part));
    const heard = (text: string) => expect.poll(() => received).toContain(text);

    call.write('A first line, long before the end. '.repeat(40));
    await heard('A first line');
    call.finish();
    await heard('event: done');
  });
});
