import { describe, expect, it } from 'vitest';
import { startFakeOidcIssuer } from '#server/test/fakeOidcIssuer';
import { createGoogleSignIn } from './google';

const options = {
  clientId: 'id',
  clientSecret: 'secret',
  redirectUri: 'http://localhost:3000/api/auth/google/callback',
};

describe('createGoogleSignIn', () => {
  it('accepts https issuers, and plain http only on a loopback host', () => {
    for (const issuer of [
      'https://accounts.google.com',
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://[::1]:8080',
    ]) {
      expect(() => createGoogleSignIn({ ...options, issuer })).not.toThrow();
    }
    expect(() => createGoogleSignIn({ ...options, issuer: 'http://issuer.example.com' })).toThrow(
      /GOOGLE_ISSUER must be an https URL/,
    );
  });

  it('does not reach the issuer until a sign-in starts, and retries discovery after a failure', async () => {
    const issuer = await startFakeOidcIssuer('id');
    const url = issuer.url;
    await issuer.stop();
    const google = createGoogleSignIn({ ...options, issuer: url });
    await expect(google.start()).rejects.toThrow();

    await issuer.server.start(Number(new URL(url).port), '127.0.0.1');
    try {
      const started = await google.start();
      expect(started.authorizationUrl.startsWith(`${url}/authorize?`)).toBe(true);
    } finally {
      await issuer.stop();
    }
  });
});
