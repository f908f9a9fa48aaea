import path from 'node:path';
import { z } from 'zod';
import { readSystemPrompt, writerEnvShape } from './writerConfig';

/** off: the spec's self-declared gate only; regional: verified adults only in AGE_ASSURANCE_COUNTRIES; required: everywhere. */
const AGE_ASSURANCE_MODES = ['off', 'regional', 'required'] as const;

export type AgeAssuranceMode = (typeof AGE_ASSURANCE_MODES)[number];

/**
 * Where a law already asks sites with sexual content for age verification: the UK (Online Safety
 * Act), France (SREN law, Arcom's standard), Italy (AGCOM), Germany (JMStV). US states with such laws
 * are listed by the operator through a state-level header (docs/age-assurance.md).
 */
const DEFAULT_AGE_ASSURANCE_COUNTRIES = ['GB', 'FR', 'IT', 'DE'] as const;

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());
const optionalPostgresUrl = optional.pipe(
  z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
);

/** One or more read replicas, comma separated. */
const optionalPostgresUrls = optional.pipe(
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/, error: 'each entry must be a postgres:// URL' })).min(1))
    .optional(),
);

const optionalRedisUrl = optional.pipe(
  z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
);

/** An HTTP header name as a proxy or CDN sets it (RFC 9110 token characters), compared in lower case. */
const headerName = optional.pipe(
  z
    .string()
    .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name, such as cf-ipcountry')
    .transform((v) => v.toLowerCase())
    .optional(),
);

/** Comma-separated ISO 3166-1 alpha-2 codes (or US-XX style subdivisions), kept upper-case. */
const countryList = z
  .string()
  .trim()
  .transform((v) => v.split(',').map((code) => code.trim().toUpperCase()))
  .pipe(
    z
      .array(z.string().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, 'each entry must be a country code such as GB or US-TX'))
      .min(1, 'must list at least one country code'),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalPostgresUrl,
  DATABASE_REPLICA_URL: optionalPostgresUrls,
  /** Seconds a replica may trail the primary before its reads go to the primary instead. */
  REPLICA_MAX_LAG_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0 seconds')
    .max(3600, 'must be at most 3600 seconds')
    .default(5),
  CHANGE_FEED: optional.pipe(z.enum(['notify', 'redis'], { error: 'must be notify or redis' }).default('notify')),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  ...writerEnvShape,
  ELEVENLABS_API_KEY: optional,
  ELEVENLABS_BASE_URL: optionalUrl,
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: optional,
  TTS_MODEL: optional,
  TTS_VOICES: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optionalUrl,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: optionalUrl.default('https://accounts.google.com'),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: optional,
  S3_BUCKET: optional,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optional,
  DEMO_PAYMENTS: optional.pipe(z.enum(['0', '1'], { error: 'must be 1 (or 0)' }).optional()),
  API_DOCS: optional.pipe(z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional()),
  MAIL_OUTBOX: optional.pipe(z.enum(['0', '1'], { error: 'must be 1 (or 0)' }).optional()),
  MODERATION_BASE_URL: optionalUrl,
  MODERATION_API_KEY: optional,
  MODERATION_MODEL: optional.default('omni-moderation-latest'),
  /** A report counts toward hiding only from a verified account at least this old that has read something. */
  REPORTER_MIN_ACCOUNT_AGE_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .min(0, { error: 'must be 0 or more' })
    .default(24),
  MODERATION_JUDGE_URL: optionalUrl,
  MODERATION_JUDGE_MODEL: optional,
  MODERATION_JUDGE_API_KEY: optional,
  METRICS_TOKEN: optional,
  REDIS_URL: optionalRedisUrl,
  REDIS_KEY_PREFIX: optional.default('reverie:'),
  AGE_ASSURANCE: optional.pipe(
    z.enum(AGE_ASSURANCE_MODES, { error: `must be one of ${AGE_ASSURANCE_MODES.join(', ')}` }).default('off'),
  ),
  COUNTRY_HEADER: headerName,
  AGE_ASSURANCE_COUNTRIES: countryList.default([...DEFAULT_AGE_ASSURANCE_COUNTRIES]),
  STRIPE_AGE_WEBHOOK_SECRET: optional,
  DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 or more milliseconds')
    .max(600_000, 'must be at most 600000 (10 minutes)')
    .default(1500),
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .regex(/^[\d.:a-fA-F/, ]+$/, 'must be a comma list of proxy addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  /** `/api/docs` and `/api/openapi.json` are served: API_DOCS=1, or by default outside production. */
  apiDocs: boolean;
  /** The text of LLM_SYSTEM_PROMPT_FILE, when it is set. */
  llmSystemPrompt?: string;
}

/** Parses the environment; throws one readable message listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(env.MODERATION_JUDGE_URL) !== Boolean(env.MODERATION_JUDGE_MODEL)) {
    throw new Error('Invalid configuration:\n  MODERATION_JUDGE_URL and MODERATION_JUDGE_MODEL must be set together');
  }
  if (Boolean(env.SMTP_URL) !== Boolean(env.MAIL_FROM)) {
    throw new Error('Invalid configuration:\n  SMTP_URL and MAIL_FROM must be set together');
  }
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.DEMO_PAYMENTS !== '1') {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY must be set when NODE_ENV=production: without it the demo payment ' +
        'provider would grant plans and credits without any payment. Set DEMO_PAYMENTS=1 to run demo payments in ' +
        'production on purpose.',
    );
  }
  if (env.AGE_ASSURANCE === 'regional' && !env.COUNTRY_HEADER) {
    throw new Error(
      'Invalid configuration:\n  COUNTRY_HEADER must be set when AGE_ASSURANCE=regional: it names the header your CDN or ' +
        "proxy sets to the visitor's country (for example cf-ipcountry).",
    );
  }
  if (env.NODE_ENV === 'production' && env.AGE_ASSURANCE !== 'off' && !env.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY must be set when AGE_ASSURANCE is on in production: without it only ' +
        'the demo age check is offered, which lets anyone through.',
    );
  }
  if (env.CHANGE_FEED === 'redis' && !env.REDIS_URL) {
    throw new Error(
      'Invalid configuration:\n  CHANGE_FEED=redis needs REDIS_URL: changes are relayed from PostgreSQL to every ' +
        'instance through Redis pub/sub.',
    );
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_REPLICA_URL needs DATABASE_URL (the primary it replicates).');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_OUTBOX !== '1') {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL and MAIL_FROM must be set when NODE_ENV=production: without them sign-up ' +
        'confirmations and password resets would only be written to files on the server. Set MAIL_OUTBOX=1 to use the ' +
        'file outbox in production on purpose.',
    );
  }
  return {
    ...env,
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== 'production' : env.API_DOCS === '1',
    llmSystemPrompt: readSystemPrompt(env.LLM_SYSTEM_PROMPT_FILE),
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
