import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, RetryLaterError, type ErrorBody } from '#common/errors';

/** A validation issue's message, naming the field when the message does not already. */
function fieldMessage(path: string, message: string): string {
  const field = path.replace(/^\//, '').split('/').pop() ?? '';
  if (!field || message.toLowerCase().includes(field.toLowerCase())) return message;
  return `${field}: ${message}`;
}

const MALFORMED_URL = '/api/malformed-url';

/**
 * A path whose percent-encoding cannot be decoded names nothing: it is sent on as an unknown path,
 * so it gets the usual 404 and security headers rather than the router's bare, URL-echoing refusal.
 */
export function rewriteMalformedUrl(req: { url?: string }): string {
  const url = req.url ?? '/';
  // Only a percent sign can fail to decode; most requests carry none and skip the work.
  if (!url.includes('%')) return url;
  try {
    decodeURIComponent(url.split('?')[0] ?? '');
    return url;
  } catch {
    return MALFORMED_URL;
  }
}

/** Every failure leaves as `{ message, code? }` with an honest status and never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = fieldMessage(first?.instancePath ?? '', first?.message ?? 'Invalid input');
      return reply.status(400).send({ message, code: 'VALIDATION' } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: 'Request body is too large', code: 'TOO_LARGE' });
    if (status === 429) return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON body'
          : error.message;
      return reply.status(status).send({ message, code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
