import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '../../domain/constants.ts';
import { isId } from '../../domain/ids.ts';

/** What a valid token says: whose it is, and which of their token versions it belongs to. */
export interface TokenClaims {
  userId: string;
  version: number;
}

export interface TokenService {
  issue(user: { id: string; tokenVersion: number }): Promise<string>;
  /** The claims of a valid token, or undefined for a forged, expired or malformed one. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (user) =>
      new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        // A token that never expires is refused even when its signature is good.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        if (typeof payload.sub !== 'string' || !isId(payload.sub)) return undefined;
        // Tokens from before versions existed carry none: they belong to version 0.
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof version !== 'number' || !Number.isInteger(version)) return undefined;
        return { userId: payload.sub, version };
      } catch {
        return undefined;
      }
    },
  };
}
