import path from 'node:path';
import { z } from 'zod';
import { AGE_ASSURANCE_MODES, DEFAULT_AGE_ASSURANCE_COUNTRIES } from '#common/catalogue';

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());
const optionalPostgresUrl = optional.pipe(
  z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
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
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional()),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
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
  MODERATION_BASE_URL: optionalUrl,
  MODERATION_API_KEY: optional,
  MODERATION_MODEL: optional.default('omni-moderation-latest'),
  METRICS_TOKEN: optional,
  REDIS_URL: optionalRedisUrl,
  REDIS_KEY_PREFIX: optional.default('reverie:'),
  AGE_ASSURANCE: optional.pipe(
    z.enum(AGE_ASSURANCE_MODES, { error: `must be one of ${AGE_ASSURANCE_MODES.join(', ')}` }).default('off'),
  ),
  COUNTRY_HEADER: headerName,
  AGE_ASSURANCE_COUNTRIES: countryList.default([...DEFAULT_AGE_ASSURANCE_COUNTRIES]),
  STRIPE_AGE_WEBHOOK_SECRET: optional,
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
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
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
