import path from 'node:path';
import pino from 'pino';
import type { Config } from '../config';
import { createDemoAgeAssurance } from './ageAssurance/demo';
import type { AgeAssuranceProvider } from './ageAssurance/port';
import { createStripeAgeAssurance } from './ageAssurance/stripe';
import { OutboxMailer } from './mail/outbox';
import type { Mailer } from './mail/port';
import { SmtpMailer } from './mail/smtp';
import { createGoogleSignIn } from './oauth/google';
import type { OidcSignIn } from './oauth/port';
import { BuiltinModerator } from './moderation/builtin/builtinModerator';
import { CombinedModerator } from './moderation/combined';
import { ModelJudge } from './moderation/modelJudge';
import { OpenAiModerator } from './moderation/openaiModeration';
import type { Moderator } from './moderation/port';
import { createDemoPayments } from './payments/demo';
import type { PaymentProvider } from './payments/port';
import { createStripePayments } from './payments/stripe';
import { OfflineWriter } from './writer/offline/offlineWriter';
import { OpenAiCompatibleWriter } from './writer/openaiCompatible';
import type { Writer } from './writer/port';
import { LocalDiskBlobStore } from './storage/localDisk';
import type { BlobStore } from './storage/port';
import { S3BlobStore } from './storage/s3';
import { ElevenLabsVoiceProvider } from './voice/elevenlabs';
import { OfflineVoiceProvider } from './voice/offline/offlineVoice';
import { OpenAiSpeechProvider } from './voice/openaiSpeech';
import type { VoiceProvider } from './voice/port';

/** The adapters this instance uses, chosen from the configuration. The only place that picks them. */
export interface Providers {
  /** Names of the chosen adapters, for logs and the health answer. */
  describe(): Record<string, string>;
  /** Google sign-in, or null when GOOGLE_CLIENT_ID/SECRET are not set. */
  google: OidcSignIn | null;
  /** Stripe when STRIPE_SECRET_KEY is set, else the demo provider that charges nothing. */
  payments: PaymentProvider;
  /** An OpenAI-compatible endpoint when LLM_BASE_URL is set, else the built-in offline writer. */
  writer: Writer;
  /** ElevenLabs when ELEVENLABS_API_KEY is set, else an OpenAI-compatible speech endpoint when TTS_BASE_URL is, else the built-in offline voice. */
  voice: VoiceProvider;
  /** An S3-compatible bucket when S3_BUCKET is set, else files under DATA_DIR/blobs. */
  storage: BlobStore;
  /** SMTP when SMTP_URL and MAIL_FROM are set, else `.eml` files under DATA_DIR/outbox. */
  mail: Mailer;
  /** Stripe Identity and a card check when STRIPE_SECRET_KEY is set, else the demo stand-in that checks nothing. */
  ageAssurance: AgeAssuranceProvider;
  /** The built-in rules, always; with an OpenAI-compatible moderation endpoint as well when MODERATION_BASE_URL is set. */
  moderation: Moderator;
}

export async function createProviders(config: Config): Promise<Providers> {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleSignIn({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          redirectUri: `${config.publicUrl}/api/auth/google/callback`,
        })
      : null;
  const payments = config.STRIPE_SECRET_KEY
    ? createStripePayments({
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
      })
    : createDemoPayments();
  const ageAssurance = config.STRIPE_SECRET_KEY
    ? createStripeAgeAssurance({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_AGE_WEBHOOK_SECRET ?? config.STRIPE_WEBHOOK_SECRET,
        apiBase: config.STRIPE_API_BASE,
      })
    : createDemoAgeAssurance();
  const writer = createWriter(config);
  const voice = createVoice(config);
  const storage = createBlobStore(config);
  const mail = createMailer(config);
  const moderation = createModerator(config);
  return {
    google,
    payments,
    ageAssurance,
    writer,
    voice,
    storage,
    mail,
    moderation,
    describe: () => ({
      google: google ? 'oidc' : 'not configured',
      payments: payments.name,
      ageAssurance: ageAssurance.name,
      writer: writer.name,
      voice: voice.name,
      storage: storage.name,
      mail: mail.name,
      moderation: moderation.name,
    }),
  };
}

function createWriter(config: Config): Writer {
  if (!config.LLM_BASE_URL) return new OfflineWriter();
  if (!config.LLM_MODEL) throw new Error('Invalid configuration:\n  LLM_MODEL must be set together with LLM_BASE_URL');
  const logger = pino({ level: config.LOG_LEVEL, base: { component: 'writer' } });
  const seconds = (value: number | undefined) => (value === undefined ? undefined : value * 1000);
  return new OpenAiCompatibleWriter({
    baseURL: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    memoryModel: config.LLM_MEMORY_MODEL,
    apiKey: config.LLM_API_KEY,
    firstTokenTimeoutMs: seconds(config.LLM_FIRST_TOKEN_TIMEOUT_S),
    timeoutFloorMs: seconds(config.LLM_TIMEOUT_S),
    minWords: config.LLM_MIN_WORDS,
    sampling: {
      temperature: config.LLM_TEMPERATURE,
      top_p: config.LLM_TOP_P,
      min_p: config.LLM_MIN_P,
      frequency_penalty: config.LLM_FREQUENCY_PENALTY,
      presence_penalty: config.LLM_PRESENCE_PENALTY,
      stop: config.LLM_STOP,
    },
    extraBody: config.LLM_EXTRA_BODY,
    contextTokens: config.LLM_CONTEXT_TOKENS,
    systemPrompt: config.llmSystemPrompt,
    log: (fields, message) => logger.warn(fields, message),
  });
}

/** The built-in rules always; then the moderation endpoint and the model judge, each when configured. */
function createModerator(config: Config): Moderator {
  const moderators: Moderator[] = [new BuiltinModerator()];
  if (config.MODERATION_BASE_URL)
    moderators.push(
      new OpenAiModerator({
        baseURL: config.MODERATION_BASE_URL,
        apiKey: config.MODERATION_API_KEY,
        model: config.MODERATION_MODEL,
      }),
    );
  if (config.MODERATION_JUDGE_URL && config.MODERATION_JUDGE_MODEL)
    moderators.push(
      new ModelJudge({
        baseURL: config.MODERATION_JUDGE_URL,
        apiKey: config.MODERATION_JUDGE_API_KEY,
        model: config.MODERATION_JUDGE_MODEL,
      }),
    );
  return moderators.length === 1 ? moderators[0]! : new CombinedModerator(moderators);
}

function createVoice(config: Config): VoiceProvider {
  if (config.ELEVENLABS_API_KEY)
    return new ElevenLabsVoiceProvider({ apiKey: config.ELEVENLABS_API_KEY, baseUrl: config.ELEVENLABS_BASE_URL });
  if (config.TTS_BASE_URL) {
    return new OpenAiSpeechProvider({
      baseUrl: config.TTS_BASE_URL,
      apiKey: config.TTS_API_KEY,
      model: config.TTS_MODEL,
      voices: config.TTS_VOICES,
      maxChars: config.TTS_MAX_CHARS,
      idleMs: config.TTS_FIRST_BYTE_TIMEOUT_S === undefined ? undefined : config.TTS_FIRST_BYTE_TIMEOUT_S * 1000,
    });
  }
  return new OfflineVoiceProvider();
}

function createBlobStore(config: Config): BlobStore {
  if (config.S3_BUCKET)
    return new S3BlobStore({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT, region: config.S3_REGION });
  return new LocalDiskBlobStore(path.join(config.dataDir, 'blobs'));
}

function createMailer(config: Config): Mailer {
  if (config.SMTP_URL && config.MAIL_FROM) return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  const logger = pino({ level: config.LOG_LEVEL, base: { component: 'mail' } });
  // A link in a message signs its reader in: production logs say a message was written, never its link.
  const production = config.NODE_ENV === 'production';
  return new OutboxMailer(path.join(config.dataDir, 'outbox'), 'Reverie <no-reply@localhost>', (fields, message) =>
    logger.info(production ? { ...fields, link: undefined } : fields, message),
  );
}
