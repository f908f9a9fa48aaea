export const PAYMENT_MARKER_MS = 30_000;

/**
 * The duplicate-processing marker: once a result page has confirmed a payment session, it keeps the
 * answer in localStorage for PAYMENT_MARKER_MS. A reload, a second tab or the back button within
 * that time shows the kept answer instead of confirming the same session again.
 */
const PREFIX = 'paymentProcessed:';

interface StoredMarker {
  at: number;
  result: unknown;
}

export function paymentMarkerKey(kind: string, sessionId: string) {
  return `${PREFIX}${kind}:${sessionId}`;
}

function read(key: string): StoredMarker | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'at' in parsed &&
      typeof parsed.at === 'number' &&
      'result' in parsed
    ) {
      return { at: parsed.at, result: parsed.result };
    }
  } catch {
    // an unreadable marker counts as none
  }
  return null;
}

/** The kept answer while the marker is fresh; a stale or broken marker is removed. */
export function readPaymentMarker(kind: string, sessionId: string, now = Date.now()): unknown {
  const key = paymentMarkerKey(kind, sessionId);
  const marker = read(key);
  if (marker && now - marker.at < PAYMENT_MARKER_MS && now >= marker.at) return marker.result;
  localStorage.removeItem(key);
  return undefined;
}

/** Keeps the answer and removes it again after PAYMENT_MARKER_MS (the read also expires it, should this page be gone by then). */
export function writePaymentMarker(kind: string, sessionId: string, result: unknown, now = Date.now()) {
  const key = paymentMarkerKey(kind, sessionId);
  localStorage.setItem(key, JSON.stringify({ at: now, result } satisfies StoredMarker));
  setTimeout(() => {
    if (read(key)?.at === now) localStorage.removeItem(key);
  }, PAYMENT_MARKER_MS);
}
