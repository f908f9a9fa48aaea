import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from './client';

/** What a marker's payload starts with; the triggers' own payloads never do. */
const MARKER_PREFIX = 'f:';
/** Longest a fence holds its caller: a listener that is away (a restart) must not hold every write's answer. */
const MAX_WAIT_MS = 200;

/**
 * Waits until this instance has heard every notification on a channel committed before the call.
 * The database delivers a channel's notifications in commit order, so once this instance hears a
 * marker of its own sent after them, it has heard them all: a write's effects on what other readers
 * read (an author's badge earned by a reader's like) are applied here before the write is answered.
 */
export class NotificationFence {
  private readonly prefix = `${MARKER_PREFIX}${randomUUID()}:`;
  private readonly waiting = new Map<string, () => void>();
  private sent = 0;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'notify'>,
    private readonly channel: string,
  ) {}

  /** Called with every payload heard on the channel: true for a marker (any instance's), which announces no change. */
  heard(payload: string): boolean {
    if (!payload.startsWith(MARKER_PREFIX)) return false;
    this.waiting.get(payload)?.();
    return true;
  }

  /** Resolves once this instance has heard its marker, or after MAX_WAIT_MS, whatever the database does. */
  async pass(): Promise<void> {
    const marker = `${this.prefix}${this.sent++}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.waiting.set(marker, resolve);
      timer = setTimeout(resolve, MAX_WAIT_MS);
    });
    // Not awaited: waiting for a connection counts toward the bound too. A database that is away has
    // nothing to tell; the triggers' notifications say what changed once it is back.
    this.database.notify(this.channel, marker).catch(() => this.waiting.get(marker)?.());
    try {
      await heard;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(marker);
    }
  }
}
