/** How long fetched data stays fresh, and cached once unused. */

export const QUERY_STALE_MS = 300_000;

export const QUERY_GC_MS = 600_000;
