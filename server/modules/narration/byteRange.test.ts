import { describe, expect, it } from 'vitest';
import { parseRange } from './byteRange';

describe('parseRange', () => {
  it('serves the whole file without a header or with one it does not understand', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=-', 100)).toEqual({ kind: 'whole' });
  });

  it('reads closed, open and suffix ranges, clamping the end', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'part', start: 50, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
  });

  it('refuses ranges outside the file', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
