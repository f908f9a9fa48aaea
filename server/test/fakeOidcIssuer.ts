import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';

/** The ID token claims the fake issuer puts on its next sign-ins. */
export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface FakeOidcIssuer {
  url: string;
  server: OAuth2Server;
  /** Every following sign-in returns this identity. */
  signInAs(identity: FakeIdentity): void;
  stop(): Promise<void>;
}

/** A local OpenID Connect provider (oauth2-mock-server) on 127.0.0.1, standing in for Google. */
export async function startFakeOidcIssuer(clientId: string): Promise<FakeOidcIssuer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: FakeIdentity = {
    sub: 'google-default',
    email: 'default@example.test',
    email_verified: true,
    name: 'Default User',
  };
  // Both tokens pass through here; only the ID token is addressed to the client.
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (token.payload.aud === clientId) Object.assign(token.payload, identity);
  });
  return {
    url: server.issuer.url as string,
    server,
    signInAs(next) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
