import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('zod-setup', () => {
  it('makes zod, loaded afterwards, parse without compiling code', async () => {
    await import('./zod-setup');
    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');

    expect(z.config().jitless).toBe(true);
    expect(z.object({ title: z.string() }).parse({ title: 'Reverie' })).toEqual({ title: 'Reverie' });
    expect(compile).not.toHaveBeenCalled();
  });
});
