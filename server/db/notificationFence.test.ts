import { describe, expect, it } from 'vitest';
import { NotificationFence } from './notificationFence';

/** A channel whose notifications reach the listener after `delayMs`, in the order they were sent. */
function channel(delayMs: number) {
  const heard: string[] = [];
  const fence: NotificationFence = new NotificationFence(
    {
      notify: async (_channel, payload) => {
        setTimeout(() => {
          if (!fence.heard(payload)) heard.push(payload);
        }, delayMs);
      },
    },
    'read_cache',
  );
  return { fence, heard, send: (payload: string) => setTimeout(() => heard.push(payload), delayMs) };
}

describe('NotificationFence', () => {
  it('returns once the notifications sent before it have been heard', async () => {
    const { fence, heard, send } = channel(30);
    send('u:author');
    await fence.pass();
    expect(heard).toEqual(['u:author']);
  });

  it('returns without hearing its marker when the listener is away, rather than holding the caller', async () => {
    const fence = new NotificationFence({ notify: async () => undefined }, 'read_cache');
    const started = Date.now();
    await fence.pass();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('returns within its bound when the database is slow to take the marker (no free connection)', async () => {
    const fence = new NotificationFence({ notify: () => new Promise(() => undefined) }, 'read_cache');
    const started = Date.now();
    await fence.pass();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('returns when the database cannot be reached', async () => {
    const fence = new NotificationFence(
      {
        notify: async () => {
          throw new Error('connection refused');
        },
      },
      'read_cache',
    );
    await expect(fence.pass()).resolves.toBeUndefined();
  });

  it('takes every instance’s marker for no change, and the triggers’ payloads for changes', () => {
    const fence = new NotificationFence({ notify: async () => undefined }, 'read_cache');
    expect(fence.heard('f:another-instance:7')).toBe(true);
    expect(fence.heard('u:0b6c1a34-5a59-4c52-9f4b-3c1d6f0b2a11')).toBe(false);
    expect(fence.heard('s:story')).toBe(false);
  });
});
