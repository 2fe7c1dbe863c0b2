/**
 * Google sign-in: OpenID Connect authorization code flow with PKCE and state, through
 * openid-client. The issuer is a setting so tests can run a local provider.
 */
import * as oidc from 'openid-client';
import {
  claimAccountForOAuth,
  createAccount,
  findOAuthUser,
  findUserByEmail,
  linkOAuthAccount,
  type Db,
  type UserRow,
} from '@firstsignal/db';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

export function createGoogleClient(settings: GoogleSettings) {
  let config: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    config ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        config = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return config;
  };

  return {
    async start(redirectUri: string) {
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
      });
      return { url: url.toString(), verifier, state };
    },

    async finish(callbackUrl: URL, expected: { verifier: string; state: string }): Promise<GoogleProfile> {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: expected.verifier,
        expectedState: expected.state,
      });
      const claims = tokens.claims();
      if (!claims?.sub || typeof claims.email !== 'string') throw new Error('Google did not return an email address');
      return {
        sub: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;

/**
 * The account for a Google identity: the linked one; else the account with the same email, when
 * Google verified it: linked as it is when its holder had proven the address too, else claimed
 * (`claimed`: its password, sessions and outside destinations are gone, so whoever registered
 * the address without owning it is locked out; issue 23); else a new account without a password.
 */
export async function accountForGoogle(db: Db, profile: GoogleProfile, now: Date): Promise<{ user: UserRow; claimed: boolean }> {
  const linked = await findOAuthUser(db, 'google', profile.sub);
  if (linked) return { user: linked, claimed: false };
  const existing = await findUserByEmail(db, profile.email);
  if (existing && !profile.emailVerified) throw new Error('Google email is not verified');
  if (existing && !existing.emailVerifiedAt) return { user: await claimAccountForOAuth(db, existing.id, 'google', profile.sub, now), claimed: true };
  const user =
    existing ??
    (await createAccount(db, { email: profile.email, passwordHash: null, name: profile.name, emailVerifiedAt: profile.emailVerified ? now : undefined }));
  await linkOAuthAccount(db, user.id, 'google', profile.sub);
  return { user, claimed: false };
}
