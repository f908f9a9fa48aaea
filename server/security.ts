/** Abuse limits, idempotency keys and credential lifetimes. */

/**
 * `Idempotency-Key` on requests that spend or create: the first answer is kept this long; a repeat
 * that arrives while the first still runs waits up to `waitMs` for it; a claim older than
 * `abandonedAfterMs` without an answer belonged to an instance that died, and may be taken over.
 */
export const IDEMPOTENCY = {
  keyMaxLength: 255,
  ttlMs: 24 * 3_600_000,
  waitMs: 30_000,
  pollMs: 50,
  abandonedAfterMs: 120_000,
  sweepEveryMs: 3_600_000,
  /** A replay body is kept only up to this size, and while the account's kept bodies stay within the bound. */
  replayBodyMaxBytes: 16_384,
  replayBytesPerAccount: 131_072,
} as const;

/** Requests allowed per window; per IP ones stay generous for shared networks. */
export const RATE_LIMITS = {
  loginPerIp: { max: 100, windowMs: 60_000 },
  signupPerIp: { max: 300, windowMs: 3_600_000 },
  signupPerAccount: { max: 5, windowMs: 60_000 },
  voicePreviewPerUser: { max: 20, windowMs: 60_000 },
  passwordResetPerIp: { max: 20, windowMs: 3_600_000 },
  passwordResetPerAccount: { max: 3, windowMs: 3_600_000 },
  verificationEmailPerUser: { max: 3, windowMs: 3_600_000 },
  passwordChangePerUser: { max: 10, windowMs: 3_600_000 },
  googleExchangePerIp: { max: 30, windowMs: 60_000 },
} as const;

/**
 * Every write, and opening an event stream, counted per account and per client IP (a shared IP
 * gets more room than one account). `what` names the action in the 429's message.
 */
export const WRITE_RATE_LIMITS = {
  generation: { perAccount: 60, perIp: 600, windowMs: 3_600_000, what: 'stories and chapters written' },
  edits: { perAccount: 60, perIp: 600, windowMs: 600_000, what: 'edits' },
  reports: { perAccount: 10, perIp: 100, windowMs: 3_600_000, what: 'reports' },
  votes: { perAccount: 60, perIp: 600, windowMs: 60_000, what: 'likes and votes' },
  plays: { perAccount: 30, perIp: 600, windowMs: 60_000, what: 'plays' },
  narration: { perAccount: 30, perIp: 300, windowMs: 600_000, what: 'narration requests' },
  checkouts: { perAccount: 10, perIp: 100, windowMs: 600_000, what: 'checkouts' },
  streams: { perAccount: 30, perIp: 300, windowMs: 60_000, what: 'live chapter streams opened' },
  paths: { perAccount: 60, perIp: 600, windowMs: 600_000, what: 'changes to the story map' },
  social: { perAccount: 120, perIp: 1200, windowMs: 600_000, what: 'follows, saves and notification changes' },
  ageChecks: { perAccount: 10, perIp: 100, windowMs: 3_600_000, what: 'age checks' },
} as const;

export type WriteLimitName = keyof typeof WRITE_RATE_LIMITS;

/** Live chapter streams held open at once on an instance: per account, and per client IP (guests included). */
export const OPEN_STREAM_LIMITS = { perAccount: 4, perIp: 40 } as const;

/**
 * Wrong passwords, counted per (account, client) pair and per client. Past the free failures,
 * each further one locks that key for a delay that doubles, up to the maximum; a key forgets
 * its failures once it has been quiet this long. A client that has not failed is never locked.
 */
export const LOGIN_LOCKOUT = {
  pairFreeFailures: 5,
  clientFreeFailures: 20,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

export const EMAIL_VERIFICATION_TTL_MS = 7 * 86_400_000;

export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

export const GOOGLE_EXCHANGE_CODE_TTL_MS = 60_000;

/** Likes and votes count toward badges only from verified accounts at least this old. */
export const BADGE_VOTER_MIN_ACCOUNT_AGE_MS = 24 * 3_600_000;

/**
 * Badges count people, not addresses: a domain anyone can own (and catch all its mail) counts at
 * most this many of an author's readers, its subdomains included; the big mail providers, where
 * each address is one person's account, are not capped.
 */
export const BADGE_PEOPLE_PER_EMAIL_DOMAIN = 3;

export const MAJOR_EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'mail.ru',
  'yandex.ru',
] as const;

export const SESSION_TTL_DAYS = 30;

/** The audio cookie's pass lives this long (renewed by every audio call), never as long as a session. */
export const AUDIO_PASS_TTL_HOURS = 12;
