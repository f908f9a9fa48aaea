import OpenAI from 'openai';
import { ALLOWED, ModerationUnavailableError, type Moderator, type Verdict } from './port';

export interface OpenAiModerationOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** The categories that refuse a text here; the others (adult sexual content among them) are this platform's purpose. */
const MINOR_CATEGORIES = ['sexual/minors'];

/** Any OpenAI-compatible `/v1/moderations` endpoint (OpenAI's omni-moderation-latest, or a compatible server). */
export class OpenAiModerator implements Moderator {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiModerationOptions) {
    this.name = `moderation API (${options.model})`;
    this.client = new OpenAI({
      baseURL: options.baseURL,
      apiKey: options.apiKey ?? 'not-needed',
      timeout: options.timeoutMs ?? 15_000,
      maxRetries: 2,
    });
  }

  async check(texts: string[]): Promise<Verdict> {
    if (texts.length === 0) return ALLOWED;
    let results;
    try {
      ({ results } = await this.client.moderations.create({ model: this.options.model, input: texts }));
    } catch (error) {
      throw new ModerationUnavailableError(`The moderation service failed: ${(error as Error).message}`);
    }
    if (!Array.isArray(results) || results.length !== texts.length)
      throw new ModerationUnavailableError('The moderation service gave an answer that does not match the request');
    const minor = results.some((r) =>
      MINOR_CATEGORIES.some((c) => (r.categories as unknown as Record<string, boolean> | undefined)?.[c] === true),
    );
    return minor ? { allowed: false, reason: 'minor' } : ALLOWED;
  }
}
