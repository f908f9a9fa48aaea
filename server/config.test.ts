import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      GOOGLE_ISSUER: 'https://accounts.google.com',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      PUBLIC_URL: '  ',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: ' ',
      GOOGLE_ISSUER: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(config.GOOGLE_ISSUER).toBe('https://accounts.google.com');
  });

  it('derives the public URL from the port, and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://reverie.example/' }).publicUrl).toBe('https://reverie.example');
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'reverie.example' }],
    ['LLM_BASE_URL', { LLM_BASE_URL: 'http://' }],
    ['LLM_BASE_URL', { LLM_BASE_URL: 'localhost:11434' }],
    ['DATABASE_URL', { DATABASE_URL: 'http://db.example:5432/reverie' }],
    ['GOOGLE_ISSUER', { GOOGLE_ISSUER: 'accounts.google.com' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['REDIS_URL', { REDIS_URL: '127.0.0.1:6379' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '123' }],
    ['AGE_ASSURANCE', { AGE_ASSURANCE: 'strict' }],
    ['COUNTRY_HEADER', { COUNTRY_HEADER: 'country header' }],
    ['AGE_ASSURANCE_COUNTRIES', { AGE_ASSURANCE_COUNTRIES: 'GB,France' }],
    ['DRAIN_MS', { DRAIN_MS: 'soon' }],
    ['DRAIN_MS', { DRAIN_MS: '-5' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['LLM_TEMPERATURE', { LLM_TEMPERATURE: 'warm' }],
    ['LLM_TEMPERATURE', { LLM_TEMPERATURE: '3' }],
    ['LLM_TOP_P', { LLM_TOP_P: '1.5' }],
    ['LLM_MIN_P', { LLM_MIN_P: '-0.1' }],
    ['LLM_FREQUENCY_PENALTY', { LLM_FREQUENCY_PENALTY: '2.5' }],
    ['LLM_PRESENCE_PENALTY', { LLM_PRESENCE_PENALTY: 'x' }],
    ['LLM_STOP', { LLM_STOP: '###' }],
    ['LLM_STOP', { LLM_STOP: '["a","b","c","d","e"]' }],
    ['LLM_EXTRA_BODY', { LLM_EXTRA_BODY: '{options: 1}' }],
    ['LLM_EXTRA_BODY', { LLM_EXTRA_BODY: '[1]' }],
    ['LLM_EXTRA_BODY', { LLM_EXTRA_BODY: '{"model":"other"}' }],
    ['LLM_FIRST_TOKEN_TIMEOUT_S', { LLM_FIRST_TOKEN_TIMEOUT_S: '0' }],
    ['LLM_TIMEOUT_S', { LLM_TIMEOUT_S: 'soon' }],
    ['LLM_CONTEXT_TOKENS', { LLM_CONTEXT_TOKENS: '512' }],
    ['LLM_MIN_WORDS', { LLM_MIN_WORDS: '2.5' }],
    ['LLM_SYSTEM_PROMPT_FILE', { LLM_SYSTEM_PROMPT_FILE: '/nonexistent/prompt.txt' }],
    ['TTS_MAX_CHARS', { TTS_MAX_CHARS: '50' }],
    ['TTS_FIRST_BYTE_TIMEOUT_S', { TTS_FIRST_BYTE_TIMEOUT_S: 'never' }],
  ])('rejects a bad %s with a message naming it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n.*${name}`, 's'));
  });

  it('reads age assurance: off by default, a default list of countries, the header in lower case', () => {
    expect(loadConfig({})).toMatchObject({ AGE_ASSURANCE: 'off', AGE_ASSURANCE_COUNTRIES: ['GB', 'FR', 'IT', 'DE'] });
    const regional = loadConfig({
      AGE_ASSURANCE: 'regional',
      COUNTRY_HEADER: 'CF-IPCountry',
      AGE_ASSURANCE_COUNTRIES: ' gb, us-tx ',
    });
    expect(regional).toMatchObject({ COUNTRY_HEADER: 'cf-ipcountry', AGE_ASSURANCE_COUNTRIES: ['GB', 'US-TX'] });
    expect(() => loadConfig({ AGE_ASSURANCE: 'regional' })).toThrow(
      /COUNTRY_HEADER must be set when AGE_ASSURANCE=regional/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_PAYMENTS: '1', AGE_ASSURANCE: 'required' })).toThrow(
      /STRIPE_SECRET_KEY must be set when AGE_ASSURANCE is on in production/,
    );
  });

  it('reads the drain period and the trusted proxies', () => {
    expect(loadConfig({}).DRAIN_MS).toBe(1500);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ DRAIN_MS: '0', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })).toMatchObject({
      DRAIN_MS: 0,
      TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'],
    });
  });

  it('reads the replicas and the change feed, and refuses what cannot work', () => {
    expect(loadConfig({})).toMatchObject({ CHANGE_FEED: 'notify', REPLICA_MAX_LAG_S: 5 });
    expect(loadConfig({}).DATABASE_REPLICA_URL).toBeUndefined();
    const primary = 'postgres://db-1/reverie';
    expect(
      loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgres://db-2/reverie, postgres://db-3/reverie' })
        .DATABASE_REPLICA_URL,
    ).toEqual(['postgres://db-2/reverie', 'postgres://db-3/reverie']);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://db-2' })).toThrow(
      'DATABASE_REPLICA_URL.0: each entry must be a postgres:// URL',
    );
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://db-2/reverie' })).toThrow(
      'DATABASE_REPLICA_URL needs DATABASE_URL',
    );
    expect(() => loadConfig({ CHANGE_FEED: 'redis' })).toThrow('CHANGE_FEED=redis needs REDIS_URL');
    expect(() => loadConfig({ CHANGE_FEED: 'kafka' })).toThrow('CHANGE_FEED: must be notify or redis');
  });

  it("reads the writer's presets", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reverie-config-'));
    const file = path.join(dir, 'system.txt');
    fs.writeFileSync(file, '  You are the house novelist.\n');
    const config = loadConfig({
      LLM_TEMPERATURE: '0.7',
      LLM_TOP_P: '0.95',
      LLM_MIN_P: '0.05',
      LLM_FREQUENCY_PENALTY: '-0.5',
      LLM_PRESENCE_PENALTY: '0.4',
      LLM_STOP: '["###", "THE END"]',
      LLM_EXTRA_BODY: '{"options": {"num_ctx": 16384}}',
      LLM_SYSTEM_PROMPT_FILE: file,
      LLM_MEMORY_MODEL: 'small-model',
      LLM_FIRST_TOKEN_TIMEOUT_S: '90',
      LLM_TIMEOUT_S: '600',
      LLM_CONTEXT_TOKENS: '32768',
    });
    expect(config).toMatchObject({
      LLM_TEMPERATURE: 0.7,
      LLM_TOP_P: 0.95,
      LLM_MIN_P: 0.05,
      LLM_FREQUENCY_PENALTY: -0.5,
      LLM_PRESENCE_PENALTY: 0.4,
      LLM_STOP: ['###', 'THE END'],
      LLM_EXTRA_BODY: { options: { num_ctx: 16384 } },
      llmSystemPrompt: 'You are the house novelist.',
      LLM_MEMORY_MODEL: 'small-model',
      LLM_FIRST_TOKEN_TIMEOUT_S: 90,
      LLM_TIMEOUT_S: 600,
      LLM_CONTEXT_TOKENS: 32768,
    });
    expect(loadConfig({}).LLM_CONTEXT_TOKENS).toBe(8192);
    fs.writeFileSync(file, ' \n');
    expect(() => loadConfig({ LLM_SYSTEM_PROMPT_FILE: file })).toThrow('LLM_SYSTEM_PROMPT_FILE: ' + file + ' is empty');
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it.each([
    ['ADMIN_EMAIL and ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@example.com' }],
    ['ADMIN_EMAIL and ADMIN_PASSWORD', { ADMIN_PASSWORD: 'secret1' }],
    ['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id' }],
    ['GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_SECRET: 'secret' }],
    ['MODERATION_JUDGE_URL and MODERATION_JUDGE_MODEL', { MODERATION_JUDGE_URL: 'http://127.0.0.1:11434/v1' }],
    ['MODERATION_JUDGE_URL and MODERATION_JUDGE_MODEL', { MODERATION_JUDGE_MODEL: 'llama-guard3' }],
  ])('requires %s together', (names, env) => {
    expect(() => loadConfig(env)).toThrow(`${names} must be set together`);
  });

  it('accepts a complete Google and admin configuration', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'secret1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000',
    });
    expect(config).toMatchObject({
      ADMIN_EMAIL: 'boss@example.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000',
    });
  });

  describe('payments in production', () => {
    it('refuses to start without a Stripe key, and says why and how to allow demo payments', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /^Invalid configuration:\n {2}STRIPE_SECRET_KEY must be set when NODE_ENV=production: .*without any payment\. Set DEMO_PAYMENTS=1/s,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: ' ', DEMO_PAYMENTS: '0' })).toThrow(
        /STRIPE_SECRET_KEY must be set/,
      );
    });

    it('starts in production with a Stripe key, or with DEMO_PAYMENTS=1 on purpose', () => {
      expect(
        loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', MAIL_OUTBOX: '1' }).STRIPE_SECRET_KEY,
      ).toBe('sk_live_x');
      expect(loadConfig({ NODE_ENV: 'production', DEMO_PAYMENTS: '1', MAIL_OUTBOX: '1' }).DEMO_PAYMENTS).toBe('1');
    });

    it('needs no Stripe key outside production', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).STRIPE_SECRET_KEY).toBeUndefined();
      expect(loadConfig({ NODE_ENV: 'test' }).STRIPE_SECRET_KEY).toBeUndefined();
    });

    it('rejects a DEMO_PAYMENTS value other than 1 or 0', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', DEMO_PAYMENTS: 'yes' })).toThrow(/DEMO_PAYMENTS: must be 1/);
    });
  });

  describe('mail and API docs in production', () => {
    const paid = { NODE_ENV: 'production', DEMO_PAYMENTS: '1' } as const;

    it('refuses the file outbox in production unless MAIL_OUTBOX=1, and says why', () => {
      expect(() => loadConfig(paid)).toThrow(
        /SMTP_URL and MAIL_FROM must be set when NODE_ENV=production: .*Set MAIL_OUTBOX=1/s,
      );
      expect(loadConfig({ ...paid, MAIL_OUTBOX: '1' }).MAIL_OUTBOX).toBe('1');
      expect(loadConfig({ ...paid, SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'a@example.com' }).SMTP_URL).toBe(
        'smtp://mail.example',
      );
    });

    it('serves the API docs by default outside production only, or as API_DOCS says', () => {
      expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
      expect(loadConfig({ ...paid, MAIL_OUTBOX: '1' }).apiDocs).toBe(false);
      expect(loadConfig({ ...paid, MAIL_OUTBOX: '1', API_DOCS: '1' }).apiDocs).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development', API_DOCS: '0' }).apiDocs).toBe(false);
      expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS: must be 1 or 0/);
    });
  });
});
