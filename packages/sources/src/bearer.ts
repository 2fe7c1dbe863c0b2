import { PlatformError } from './errors';
import type { CallContext, HttpClient, HttpRequest } from './http';

/** A bearer token the upstream may refuse before its time (revoked, expired early). */
export interface BearerToken {
  /** The current token, fetched when there is none. */
  current(ctx: CallContext): Promise<string>;
  /** Whether this refusal means the token is stale rather than the request wrong. */
  isStale(err: PlatformError): boolean;
  /** Drops or renews `stale`, unless another call already did. */
  renew(stale: string, ctx: CallContext): Promise<unknown>;
}

/**
 * A cached GET sent with a bearer token: the token is resolved only on a cache miss and is never
 * part of the key (the same query answered within minutes spends no call); a stale token is
 * renewed once and the call made again.
 */
export async function bearerGet<T>(
  http: HttpClient,
  req: Omit<HttpRequest<T>, 'headers' | 'method' | 'body'> & { headers?: Record<string, string> },
  token: BearerToken,
  ctx: CallContext,
): Promise<T> {
  let used: string | undefined;
  const run = () =>
    http.request(
      {
        ...req,
        headers: async () => {
          used = await token.current(ctx);
          return { ...req.headers, Authorization: `Bearer ${used}` };
        },
      },
      ctx,
    );
  try {
    return await run();
  } catch (err) {
    if (err instanceof PlatformError && used !== undefined && token.isStale(err)) {
      await token.renew(used, ctx);
      return run();
    }
    throw err;
  }
}
