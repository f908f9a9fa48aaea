import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADERS } from '#common/catalogue/wire';
import { endpoint } from '#common/endpoint';
import { callEndpoint } from './client';
import { useIntentMutation } from './useIntentMutation';

const choose = endpoint<unknown, { choice: string }>()('POST', '/api/act');

type Answer = { status: number; body?: unknown } | 'network-down';

/** fetch answering from a queue, recording the Idempotency-Key of each call. */
function fetchAnswering(answers: Answer[]) {
  const keys: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get(IDEMPOTENCY_HEADERS.key));
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer === 'network-down') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return keys;
}

function renderIntent(onError = vi.fn(), onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useIntentMutation({
        mutationFn: (choice: string, idempotencyKey: string) =>
          callEndpoint(choose, {}, { body: { choice }, idempotencyKey }),
        onSuccess,
        onError,
      }),
    { wrapper },
  );
  return { result, onError, onSuccess };
}

afterEach(() => vi.unstubAllGlobals());

describe('useIntentMutation', () => {
  it('sends a double-click once and answers it once', async () => {
    const keys = fetchAnswering([{ status: 201 }]);
    const { result, onSuccess, onError } = renderIntent();
    act(() => {
      result.current.mutate('Stay');
      result.current.mutate('Stay');
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(onError).not.toHaveBeenCalled();
  });

  it('tries the same intent again with the same key after a network failure or a 5xx', async () => {
    const keys = fetchAnswering(['network-down', { status: 503 }, { status: 201 }]);
    const { result, onError, onSuccess } = renderIntent();
    for (const expectedErrors of [1, 2]) {
      act(() => result.current.mutate('Stay'));
      await waitFor(() => expect(onError).toHaveBeenCalledTimes(expectedErrors));
      await waitFor(() => expect(result.current.isPending).toBe(false));
    }
    act(() => result.current.mutate('Stay'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(new Set(keys).size).toBe(1);
  });

  it('starts a new intent after an answer the server keeps (a success or a 4xx), or for other variables', async () => {
    const keys = fetchAnswering([{ status: 402, body: { message: 'Insufficient text credits' } }]);
    const { result, onError, onSuccess } = renderIntent();
    act(() => result.current.mutate('Stay'));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.mutate('Stay'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.mutate('Stay'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    act(() => result.current.mutate('Leave'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(3));
    expect(new Set(keys).size).toBe(4);
  });
});
