import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from './whenIdle';

/**
 * A form resolver whose schema (and zod with it) loads after the page rather than with it: the load
 * starts once the browser is idle, and a validation that comes first waits for it.
 */
export function lazyResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () => (loading ??= load());
  void whenIdle(loaded);
  return async (values, context, options) => (await loaded())(values, context, options);
}
