/**
 * Audio bytes as they are produced, for any number of listeners: each one gets everything produced
 * so far, then follows until the end (or the failure).
 */
export class AudioBroadcast {
  private readonly chunks: Uint8Array[] = [];
  private state: 'open' | 'ended' | 'failed' = 'open';
  private error: unknown;
  private waiting: Array<() => void> = [];

  push(chunk: Uint8Array): void {
    if (this.state !== 'open') return;
    this.chunks.push(chunk);
    this.wake();
  }

  end(): void {
    if (this.state !== 'open') return;
    this.state = 'ended';
    this.wake();
  }

  fail(error: unknown): void {
    if (this.state !== 'open') return;
    this.state = 'failed';
    this.error = error;
    this.wake();
  }

  /** Everything produced so far, joined. */
  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }

  async *follow(): AsyncGenerator<Uint8Array> {
    let next = 0;
    for (;;) {
      while (next < this.chunks.length) yield this.chunks[next++];
      if (this.state === 'ended') return;
      if (this.state === 'failed') throw this.error;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
