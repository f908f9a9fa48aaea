import fs from 'node:fs';
import { z } from 'zod';
import { LLM_CONTEXT_TOKENS } from '#server/tuning';

/** The environment variables that tune the OpenAI-compatible writer and speech, validated with the rest of the configuration. */

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const numeric = (schema: z.ZodNumber) => optional.pipe(z.string().transform(Number).pipe(schema).optional());

const number = (min: number, max: number) =>
  numeric(
    z.number({ error: 'must be a number' }).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`),
  );

const wholeNumber = (min: number, max: number) =>
  numeric(
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

function json<T>(schema: z.ZodType<T>, what: string) {
  return optional.pipe(
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: `must be ${what} in JSON` });
          return z.NEVER;
        }
      })
      .pipe(schema)
      .optional(),
  );
}

const STOP_MESSAGE = 'must be an array of 1 to 4 non-empty strings in JSON, e.g. ["###"]';

/** Body fields Reverie sets itself: LLM_EXTRA_BODY may not replace them. */
const OWN_FIELDS = ['model', 'messages', 'stream', 'max_tokens'];

export const writerEnvShape = {
  LLM_MEMORY_MODEL: optional,
  LLM_TEMPERATURE: number(0, 2),
  LLM_TOP_P: number(0, 1),
  LLM_MIN_P: number(0, 1),
  LLM_FREQUENCY_PENALTY: number(-2, 2),
  LLM_PRESENCE_PENALTY: number(-2, 2),
  LLM_STOP: json(
    z.array(z.string().min(1, STOP_MESSAGE), { error: STOP_MESSAGE }).min(1, STOP_MESSAGE).max(4, STOP_MESSAGE),
    'an array of 1 to 4 non-empty strings',
  ),
  LLM_EXTRA_BODY: json(
    z
      .record(z.string(), z.unknown(), { error: 'must be an object in JSON' })
      .refine((body) => !OWN_FIELDS.some((field) => field in body), `may not set ${OWN_FIELDS.join(', ')}`),
    'an object',
  ),
  LLM_SYSTEM_PROMPT_FILE: optional,
  LLM_FIRST_TOKEN_TIMEOUT_S: number(1, 3600),
  LLM_TIMEOUT_S: number(10, 86_400),
  LLM_MIN_WORDS: wholeNumber(0, 2000),
  LLM_CONTEXT_TOKENS: wholeNumber(2048, 2_000_000).default(LLM_CONTEXT_TOKENS),
  TTS_MAX_CHARS: wholeNumber(100, 100_000),
  TTS_FIRST_BYTE_TIMEOUT_S: number(1, 3600),
};

/** The operator's system prompt, read once at start; a clear message when the file cannot be used. */
export function readSystemPrompt(file: string | undefined): string | undefined {
  if (!file) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(
      `Invalid configuration:\n  LLM_SYSTEM_PROMPT_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  if (!text) throw new Error(`Invalid configuration:\n  LLM_SYSTEM_PROMPT_FILE: ${file} is empty`);
  return text;
}
