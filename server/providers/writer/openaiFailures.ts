import { APIConnectionError, APIError } from 'openai';
import { cancelledError } from './errors';
import { WriterError } from './port';

/** Why an attempt was stopped on our side, if it was. */
export type StopReason = 'cancelled' | 'first-token' | 'total';

/** A failed attempt: the error to report, whether a fresh attempt is allowed, and after how long. */
export class AttemptFailure extends Error {
  constructor(
    readonly error: WriterError,
    readonly retry: boolean,
    /** The wait the provider asked for (Retry-After), when it did. */
    readonly waitMs?: number,
  ) {
    super(error.message);
  }
}

const seconds = (ms: number) => Math.round(ms / 1000);

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function byStatus(error: APIError, model: string): AttemptFailure {
  const status = error.status ?? 0;
  const wait = retryAfterMs(error.headers);
  if (status === 429)
    return new AttemptFailure(
      new WriterError('The writing service is busy right now. Please try again in a moment.', true),
      true,
      wait,
    );
  if (status >= 500)
    return new AttemptFailure(
      new WriterError(`The writing service had a problem (HTTP ${status}). Please try again.`, true),
      true,
      wait,
    );
  if (status === 401 || status === 403)
    return new AttemptFailure(new WriterError('The writing service refused our credentials.', false), false);
  if (status === 404)
    return new AttemptFailure(
      new WriterError(`The writing service does not offer the model "${model}".`, false),
      false,
    );
  return new AttemptFailure(
    new WriterError(`The writing service rejected the request (HTTP ${status}).`, false),
    false,
  );
}

/**
 * Maps whatever stopped an attempt to a message a reader can see (never the provider's raw
 * answer, which may echo secrets: that goes, redacted, to the operator's log and the error's
 * detail). Retrying is allowed only while no text has arrived.
 */
export function classifyFailure(
  error: unknown,
  context: Parameters<typeof classifyBare>[1] & { secrets: (string | undefined)[] },
): AttemptFailure {
  const failure = classifyBare(error, context);
  if (error instanceof AttemptFailure) return failure;
  const { status, body } = failureDetails(error, context.secrets);
  // Our own stops (timeouts, a broken stream) have no body of the service's: the reader's message says what happened.
  const reason = (error instanceof APIError && body) || failure.error.message;
  const detail = { ...(status === undefined ? {} : { status }), reason };
  return new AttemptFailure(
    new WriterError(failure.error.message, failure.error.retryable, detail),
    failure.retry,
    failure.waitMs,
  );
}

function classifyBare(
  error: unknown,
  context: {
    reason: StopReason | undefined;
    textArrived: boolean;
    model: string;
    firstTokenTimeoutMs: number;
    totalTimeoutMs: number;
  },
): AttemptFailure {
  const { reason, textArrived } = context;
  if (error instanceof AttemptFailure) return error;
  if (reason === 'cancelled') return new AttemptFailure(cancelledError(), false);
  if (reason === 'total') {
    return new AttemptFailure(
      new WriterError(
        `The writing service did not finish the chapter within ${seconds(context.totalTimeoutMs)} seconds.`,
        true,
      ),
      false,
    );
  }
  if (reason === 'first-token') {
    return new AttemptFailure(
      new WriterError(
        `The writing service did not start answering within ${seconds(context.firstTokenTimeoutMs)} seconds.`,
        true,
      ),
      true,
    );
  }
  if (textArrived)
    return new AttemptFailure(
      new WriterError('The connection to the writing service broke while the chapter was being written.', true),
      false,
    );
  if (error instanceof APIConnectionError)
    return new AttemptFailure(new WriterError('The writing service could not be reached.', true), true);
  if (error instanceof APIError && typeof error.status === 'number') return byStatus(error, context.model);
  return new AttemptFailure(new WriterError('The writing service sent an answer Reverie could not read.', true), false);
}

const BODY_LOG_CHARS = 600;

/**
 * What the operator's log says of a failure: the provider's status and error body, cut short,
 * with anything that looks like a key blanked. Never the prompt.
 */
export function failureDetails(error: unknown, secrets: (string | undefined)[]): { status?: number; body?: string } {
  if (!(error instanceof APIError)) return error instanceof Error ? { body: error.message } : {};
  let body = typeof error.error === 'object' ? JSON.stringify(error.error) : String(error.message ?? '');
  for (const secret of secrets) if (secret && secret.length >= 4) body = body.split(secret).join('[redacted]');
  body = body.replace(/\b(?:sk|rk|pk)-[A-Za-z0-9_*-]{6,}/g, '[redacted]').slice(0, BODY_LOG_CHARS);
  return { status: error.status, body };
}
