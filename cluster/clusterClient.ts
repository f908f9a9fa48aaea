import { randomUUID } from 'node:crypto';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** One answer the load received, for the report of what failed and why. */
export interface Answer {
  what: string;
  status: number;
}

/**
 * A client of the balancer that records every answer. Each simulated person has their own address
 * (X-Forwarded-For, trusted from the balancer), as real visitors do.
 */
export class ClusterClient {
  readonly answers: Answer[] = [];

  constructor(private readonly url: string) {}

  async call(
    what: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; ip: string; idempotent?: boolean },
  ): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotent) headers['idempotency-key'] = randomUUID();
    let status = 0;
    let body: any;
    try {
      const response = await fetch(this.url + path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      status = response.status;
      const text = await response.text();
      body = text ? JSON.parse(text) : undefined;
    } catch (error) {
      body = { message: (error as Error).message };
    }
    this.answers.push({ what, status });
    return { status, body };
  }

  /**
   * Reads a chapter's stream to its end as the web app does: a broken connection is resumed, through
   * the balancer, from the last event id. Resolves with the text received and the finished chapter.
   */
  async followChapter(storyId: string, number: number, token: string, ip: string) {
    let text = '';
    let lastEventId: string | undefined;
    let reconnects = 0;
    for (;;) {
      try {
        const response = await fetch(`${this.url}/api/stories/${storyId}/chapters/${number}/stream`, {
          headers: {
            authorization: `Bearer ${token}`,
            'x-forwarded-for': ip,
            ...(lastEventId && { 'last-event-id': lastEventId }),
          },
        });
        this.answers.push({ what: 'stream', status: response.status });
        if (!response.ok) throw new Error(`stream answered ${response.status}`);
        const events = response
          .body!.pipeThrough(new TextDecoderStream())
          .pipeThrough(new EventSourceParserStream())
          .getReader();
        for (let next = await events.read(); !next.done; next = await events.read()) {
          const event = next.value;
          if (event.event === 'text') text += (JSON.parse(event.data) as { text: string }).text;
          if (event.id) lastEventId = event.id;
          if (event.event === 'done') return { text, chapter: JSON.parse(event.data), reconnects };
        }
      } catch (error) {
        if ((error as Error).message.startsWith('stream answered')) throw error;
      }
      reconnects += 1;
      if (reconnects > 20) throw new Error(`gave up following chapter ${number} of ${storyId}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
