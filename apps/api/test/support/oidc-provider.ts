/**
 * A tiny OpenID Connect provider for tests, standing in for Google: discovery, an authorize
 * endpoint that signs the configured user in at once, a token endpoint that checks the client's
 * credentials and the PKCE verifier, and RS256-signed ID tokens verifiable through /jwks.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface AuthorizeRequest {
  client_id: string | null;
  redirect_uri: string | null;
  response_type: string | null;
  scope: string | null;
  state: string | null;
  nonce: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
}

export interface TokenRequest {
  /** How the client authenticated: HTTP basic, or client_id/client_secret in the form. */
  clientAuth: 'basic' | 'post' | 'none';
  code: string | null;
  redirect_uri: string | null;
  code_verifier: string | null;
  /** The answer given: 'ok' or the OAuth error code. */
  outcome: string;
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next /authorize. */
  user: OidcUser;
  /** Claims to override in the next ID tokens (e.g. a wrong audience); undefined drops a claim. */
  claimOverrides: Record<string, unknown>;
  readonly authorizeRequests: AuthorizeRequest[];
  readonly tokenRequests: TokenRequest[];
  close(): Promise<void>;
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), key);
  return `${header}.${body}.${base64url(signature)}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export async function startOidcProvider(
  options: { clientId?: string; clientSecret?: string; user?: OidcUser } = {},
): Promise<OidcProvider> {
  const clientId = options.clientId ?? 'test-client-id.apps.example';
  const clientSecret = options.clientSecret ?? 'test-client-secret';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const codes = new Map<string, { challenge: string; redirectUri: string; clientId: string; nonce: string | null; user: OidcUser }>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: 'server_error', error_description: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: OidcProvider = {
    issuer,
    clientId,
    clientSecret,
    user: options.user ?? { sub: 'google-sub-1', email: 'gina@gmail.com', email_verified: true, name: 'Gina Google' },
    claimOverrides: {},
    authorizeRequests: [],
    tokenRequests: [],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);

    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        scopes_supported: ['openid', 'email', 'profile'],
        claims_supported: ['iss', 'aud', 'sub', 'email', 'email_verified', 'name', 'iat', 'exp', 'nonce'],
      });
    }

    if (req.method === 'GET' && url.pathname === '/jwks') {
      return json(res, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }

    if (req.method === 'GET' && url.pathname === '/authorize') {
      const p = url.searchParams;
      const request: AuthorizeRequest = {
        client_id: p.get('client_id'),
        redirect_uri: p.get('redirect_uri'),
        response_type: p.get('response_type'),
        scope: p.get('scope'),
        state: p.get('state'),
        nonce: p.get('nonce'),
        code_challenge: p.get('code_challenge'),
        code_challenge_method: p.get('code_challenge_method'),
      };
      provider.authorizeRequests.push(request);
      if (request.client_id !== clientId) return json(res, 400, { error: 'invalid_client' });
      if (!request.redirect_uri) return json(res, 400, { error: 'invalid_request', error_description: 'redirect_uri missing' });
      if (request.response_type !== 'code') return json(res, 400, { error: 'unsupported_response_type' });
      if (!request.scope?.split(' ').includes('openid')) return json(res, 400, { error: 'invalid_scope' });
      if (request.code_challenge_method !== 'S256' || !request.code_challenge) {
        return json(res, 400, { error: 'invalid_request', error_description: 'PKCE with S256 is required' });
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        challenge: request.code_challenge,
        redirectUri: request.redirect_uri,
        clientId,
        nonce: request.nonce,
        user: { ...provider.user },
      });
      const back = new URL(request.redirect_uri);
      back.searchParams.set('code', code);
      if (request.state !== null) back.searchParams.set('state', request.state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const record: TokenRequest = {
        clientAuth: 'none',
        code: form.get('code'),
        redirect_uri: form.get('redirect_uri'),
        code_verifier: form.get('code_verifier'),
        outcome: 'ok',
      };
      provider.tokenRequests.push(record);
      const fail = (status: number, error: string) => {
        record.outcome = error;
        return json(res, status, { error });
      };

      let id: string | null = null;
      let secret: string | null = null;
      const basic = req.headers.authorization?.match(/^Basic (.+)$/i);
      if (basic?.[1]) {
        const [u = '', s = ''] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
        id = decodeURIComponent(u);
        secret = decodeURIComponent(s);
        record.clientAuth = 'basic';
      } else if (form.has('client_secret')) {
        id = form.get('client_id');
        secret = form.get('client_secret');
        record.clientAuth = 'post';
      }
      if (id !== clientId || secret !== clientSecret) return fail(401, 'invalid_client');
      if (form.get('grant_type') !== 'authorization_code') return fail(400, 'unsupported_grant_type');

      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      codes.delete(code); // single use
      if (!grant || grant.clientId !== id) return fail(400, 'invalid_grant');
      if (form.get('redirect_uri') !== grant.redirectUri) return fail(400, 'invalid_grant');
      const verifier = form.get('code_verifier');
      if (!verifier || s256(verifier) !== grant.challenge) return fail(400, 'invalid_grant');

      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        iss: issuer,
        aud: clientId,
        sub: grant.user.sub,
        email: grant.user.email,
        email_verified: grant.user.email_verified,
        iat: now,
        exp: now + 3600,
        ...(grant.user.name !== undefined ? { name: grant.user.name } : {}),
        ...(grant.nonce !== null ? { nonce: grant.nonce } : {}),
        ...provider.claimOverrides,
      };
      const idToken = signJwt(claims, privateKey, kid);
      return json(res, 200, {
        access_token: randomBytes(24).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        id_token: idToken,
      });
    }

    return json(res, 404, { error: 'not_found' });
  }

  return provider;
}
