import { ApiError } from '#common/errors';

/** A payment provider's failure is not ours: 502, with the message the payment pages show. */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw Object.assign(new ApiError('PROVIDER_FAILED', 'Failed to connect to payment service. Please try again.'), {
      cause: error,
    });
  }
}
