import { afterEach, describe, expect, it, vi } from 'vitest';
// Before zod, as in main.tsx.
import './zod-setup';
import { z } from 'zod';

afterEach(() => vi.restoreAllMocks());

describe('zod-setup', () => {
  it('makes zod, loaded afterwards, parse without compiling code', () => {
    const compile = vi.spyOn(globalThis, 'Function');

    expect(z.config().jitless).toBe(true);
    expect(z.object({ title: z.string() }).parse({ title: 'Reverie' })).toEqual({ title: 'Reverie' });
    expect(compile).not.toHaveBeenCalled();
  });
});
