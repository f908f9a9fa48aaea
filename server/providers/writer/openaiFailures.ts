import { APIConnectionError, APIError } from 'openai';
import { cancelledError } from './errors';
import { WriterError } from './port';

/** Why an attempt was stopped on our side, if it was. */
export type StopReason = 'cancelled' | 'first-token' | 'total';

/** A failed attempt: the error to report, and whether a fresh attempt is allowed. */
export class AttemptFailure extends Error {
  constructor(
    readonly error: WriterError,
    readonly retry: boolean,
  ) {
    super(error.message);
  }
}

const seconds = (ms: number) => Math.round(ms / 1000);

function byStatus(status: number, model: string): AttemptFailure {
  if (status === 429)
    return new AttemptFailure(
      new WriterError('The writing service is busy right now. Please try again in a moment.', true),
      true,
    );
  if (status >= 500)
    return new AttemptFailure(
      new WriterError(`The writing service had a problem (HTTP ${status}). Please try again.`, true),
      true,
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
 * answer, which may echo secrets). Retrying is allowed only while no text has arrived.
 */
export function classifyFailure(
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
  if (error instanceof APIError && typeof error.status === 'number') return byStatus(error.status, context.model);
  return new AttemptFailure(new WriterError('The writing service sent an answer Reverie could not read.', true), false);
}
