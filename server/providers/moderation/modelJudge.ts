import OpenAI from 'openai';
import { ALLOWED, ModerationUnavailableError, type Moderator, type RefusalReason, type Verdict } from './port';

export interface ModelJudgeOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** The short classification prompt: adult sexual fiction is the platform's purpose; four things are not allowed. */
const INSTRUCTIONS = [
  'You review text for an adult interactive fiction platform. Consensual sexual content between adults is allowed.',
  'Refuse only these categories:',
  'minors: anyone under 18 appears or is implied, in any language or disguise, now or in a memory;',
  'real_people: a real, identifiable person (celebrity, politician, public figure, or their children);',
  'non_consent: sexual acts without consent;',
  'other_illegal: any other illegal sexual content.',
  'Answer with exactly one line: "safe", or "unsafe: <category>" using one of the four category names.',
].join('\n');

const CATEGORIES: Record<string, RefusalReason> = {
  minors: 'minor',
  real_people: 'real_person',
  non_consent: 'non_consent',
  other_illegal: 'illegal',
  // The codes of Llama Guard 3, served as-is: child sexual exploitation, sex-related crimes.
  s4: 'minor',
  s3: 'non_consent',
};

/** The verdict in a judge's answer; undefined when the answer says neither safe nor unsafe. */
export function readJudgement(answer: string): Verdict | undefined {
  const words = answer.toLowerCase().match(/[a-z0-9_]+/g) ?? [];
  if (words[0] === 'safe') return ALLOWED;
  if (words[0] !== 'unsafe') return undefined;
  const reason = words.map((w) => CATEGORIES[w]).find((r) => r !== undefined);
  if (reason) return { allowed: false, reason };
  // An "unsafe" the platform does not refuse (Llama Guard's S12, adult sexual content) is allowed.
  const adultOnly = words.length > 1 && words.slice(1).every((w) => w === 's12');
  return adultOnly ? ALLOWED : { allowed: false, reason: 'illegal' };
}

/**
 * A language model asked, with a short classification prompt, whether the texts may be published;
 * any OpenAI-compatible chat endpoint (for example Llama Guard served by vLLM or Ollama). If it
 * cannot answer, or answers something unreadable, nothing passes unchecked.
 */
export class ModelJudge implements Moderator {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(private readonly options: ModelJudgeOptions) {
    this.name = `model judge (${options.model})`;
    this.client = new OpenAI({
      baseURL: options.baseURL,
      apiKey: options.apiKey ?? 'not-needed',
      timeout: options.timeoutMs ?? 15_000,
      maxRetries: 1,
    });
  }

  async check(texts: string[]): Promise<Verdict> {
    if (texts.length === 0) return ALLOWED;
    let answer: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        temperature: 0,
        max_tokens: 12,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: texts.map((text, i) => `Text ${i + 1}:\n${text}`).join('\n\n') },
        ],
      });
      answer = completion.choices?.[0]?.message?.content;
    } catch (error) {
      throw new ModerationUnavailableError(`The model judge failed: ${(error as Error).message}`);
    }
    const verdict = readJudgement(answer ?? '');
    if (!verdict)
      throw new ModerationUnavailableError('The model judge gave an answer that is neither safe nor unsafe');
    return verdict;
  }
}
