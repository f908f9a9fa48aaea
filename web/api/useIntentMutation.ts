import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { ApiRequestError } from './client';

/** A fresh Idempotency-Key; getRandomValues also works outside secure contexts, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** After a success or a 4xx the server has its final answer for the key: the next attempt is a new intent. */
const endsIntent = (error: unknown) => error === null || (error instanceof ApiRequestError && error.status < 500);

interface IntentOptions<V, R> {
  mutationFn: (variables: V, idempotencyKey: string) => Promise<R>;
  onSuccess?: (result: R, variables: V) => unknown;
  onError?: (error: unknown, variables: V) => unknown;
}

interface RunCallbacks<R> {
  onSuccess?: (result: R) => unknown;
  onError?: (error: unknown) => unknown;
}

/**
 * A mutation for one user intent at a time. A repeat while it runs is ignored, so a double-click
 * sends one request and shows one answer. Each intent carries its own Idempotency-Key, kept when
 * the same intent is tried again after a network failure or a 5xx, so the server acts once.
 */
export function useIntentMutation<V, R>(options: IntentOptions<V, R>) {
  const running = useRef(false);
  const intent = useRef<{ signature: string; key: string } | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: ({ variables, key }: { variables: V; key: string }) => options.mutationFn(variables, key),
    onSuccess: (result, { variables }) => options.onSuccess?.(result, variables),
    onError: (error, { variables }) => options.onError?.(error, variables),
    onSettled: (_result, error) => {
      running.current = false;
      if (endsIntent(error)) intent.current = undefined;
    },
  });
  const { mutate } = mutation;

  const run = useCallback(
    (variables: V, callbacks: RunCallbacks<R> = {}) => {
      if (running.current) return;
      running.current = true;
      const signature = JSON.stringify(variables) ?? '';
      if (intent.current?.signature !== signature) intent.current = { signature, key: newIdempotencyKey() };
      mutate({ variables, key: intent.current.key }, callbacks);
    },
    [mutate],
  );

  return { mutate: run, isPending: mutation.isPending, variables: mutation.variables?.variables };
}
