import { ApiError } from '#common/errors';

/** The spec's messages (core-experience §6 and §8) for each way a voice service can fail. */
export const VOICE_ERROR_MESSAGES = {
  auth: 'Voice generation failed: API key issue. Please contact support.',
  plan: 'Voice generation is not available on the Free plan for this voice. Please choose another voice.',
  tooLong: 'Audio generation failed. Try with shorter text.',
  failed: 'Failed to generate audio. Please try again.',
} as const;
export type VoiceErrorReason = keyof typeof VOICE_ERROR_MESSAGES;

/** A voice provider's failure, carrying the message the user sees; answered as 502. */
export class VoiceError extends ApiError {
  constructor(
    readonly reason: VoiceErrorReason,
    options?: { cause?: unknown },
  ) {
    super('PROVIDER_FAILED', VOICE_ERROR_MESSAGES[reason]);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

const planRefusal = /payment_required|free (plan|tier|users?)|library voices?|paid (plan|subscription)|upgrade/i;
const tooLongRefusal = /too long|max(imum)? (length|characters)|text_too_long|string_too_long|exceeds/i;

/** Maps a remote speech service's HTTP failure (status and body text) to the spec's reason. */
export function reasonForHttpFailure(status: number, body: string): VoiceErrorReason {
  if (status === 401) return 'auth';
  if ((status === 402 || status === 403) && planRefusal.test(body)) return 'plan';
  if (status === 403 && /api[_ ]?key|unauthori[sz]ed|invalid/i.test(body)) return 'auth';
  if (status === 422 || status === 413 || (status === 400 && tooLongRefusal.test(body))) return 'tooLong';
  return 'failed';
}

/** Turns anything thrown while talking to a speech service into a VoiceError; aborts pass through unchanged. */
export function toVoiceError(error: unknown, signal?: AbortSignal): unknown {
  if (error instanceof VoiceError) return error;
  if (signal?.aborted) return signal.reason ?? error;
  return new VoiceError('failed', { cause: error });
}
