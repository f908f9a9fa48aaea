export type RangeRequest = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads an HTTP Range header against a file of `size` bytes. Only single byte ranges are served;
 * a header we do not understand (several ranges, another unit) is ignored and the whole file sent.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 && size > 0
      ? { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 }
      : { kind: 'unsatisfiable' };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
