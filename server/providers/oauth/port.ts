/** What the callback needs to finish a sign-in; kept server-side between the two requests. */
interface SignInSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

interface StartedSignIn extends SignInSecrets {
  /** Where to send the browser. */
  authorizationUrl: string;
}

/** The identity the provider vouches for, read from its verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A third-party sign-in through OpenID Connect's authorization code flow (PKCE and nonce). */
export interface OidcSignIn {
  start(): Promise<StartedSignIn>;
  /** Exchanges the code in `callbackUrl`, checking state, PKCE and nonce; throws on any failure. */
  finish(callbackUrl: URL, secrets: SignInSecrets): Promise<VerifiedIdentity>;
}
