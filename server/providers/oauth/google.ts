import * as client from 'openid-client';
import type { OidcSignIn, VerifiedIdentity } from './port';

export interface GoogleSignInOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is only for a local test issuer; anything else must be https. */
function allowsInsecureRequests(issuer: URL): boolean {
  if (issuer.protocol === 'https:') return false;
  if (issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)) return true;
  throw new Error(`GOOGLE_ISSUER must be an https URL (http is accepted only on a loopback host): ${issuer.href}`);
}

function identityFrom(claims: client.IDToken): VerifiedIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name),
  };
}

/** Google (or any OpenID Connect issuer) through openid-client; discovery happens at first use. */
export function createGoogleSignIn(options: GoogleSignInOptions): OidcSignIn {
  const issuer = new URL(options.issuer);
  const discoveryOptions = allowsInsecureRequests(issuer) ? { execute: [client.allowInsecureRequests] } : undefined;
  let configuration: Promise<client.Configuration> | undefined;

  const discover = () => {
    configuration ??= client
      .discovery(issuer, options.clientId, options.clientSecret, undefined, discoveryOptions)
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start() {
      const config = await discover();
      const state = client.randomState();
      const codeVerifier = client.randomPKCECodeVerifier();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, state, codeVerifier, nonce };
    },

    async finish(callbackUrl, secrets) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        pkceCodeVerifier: secrets.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider returned no ID token');
      return identityFrom(claims);
    },
  };
}
