import { stdSerializers, type SerializedError } from 'pino';

/**
 * Fields of a database error that carry the values of a query (an email, a password hash, a
 * story's text): the query's shape stays, its values never reach the logs.
 */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];
/** drizzle repeats the parameters in its message ("Failed query: …\nparams: …"), and so in the stack. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g;
/** PostgreSQL quotes the offending value in its own messages (`invalid input syntax … "a@b.c"`). */
const QUOTED_VALUE = /"[^"\n]*"/g;

function redactText(text: string): string {
  const withoutParams = text.replace(PARAMS_LINE, '\nparams: [redacted]');
  const cause = withoutParams.indexOf('caused by: ');
  if (cause < 0) return withoutParams;
  return withoutParams.slice(0, cause) + withoutParams.slice(cause).replace(QUOTED_VALUE, '"[redacted]"');
}

type Serialized = Record<string, unknown>;

function scrub(serialized: Serialized, depth: number): Serialized {
  for (const field of VALUE_FIELDS) {
    if (field in serialized) serialized[field] = '[redacted]';
  }
  for (const field of ['message', 'stack']) {
    const text = serialized[field];
    if (typeof text === 'string') serialized[field] = redactText(text);
  }
  const cause = serialized.cause;
  if (cause && typeof cause === 'object' && depth < 5) serialized.cause = scrub({ ...cause }, depth + 1);
  return serialized;
}

/** pino's error serializer without the SQL parameters drizzle and the drivers attach to errors. */
export function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  if (!(error instanceof Error)) return serialized;
  return scrub(serialized, 0) as SerializedError;
}
