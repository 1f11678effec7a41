import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';

/** What an access token carries. `id`, `exp` and `ViewAs` are the spec's; `sv` and `sid` end old sessions. */
export interface AccessTokenClaims {
  id: number;
  ViewAs: boolean;
  /** The account's session version when the token was issued; a password change moves it on. */
  sv: number;
  /** The session the token belongs to; its tokens stop when it ends. Tokens issued before sessions
   *  had ids lack it: they still pass the refresh call, never the guard. */
  sid?: string;
  exp: number;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const AUDIENCE = 'techboard.ge';
const ISSUER = 'techboard.ge';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Signs and checks the 15-minute access tokens (HS256 with the configured secret). */
@Injectable()
export class AccessTokenService {
  private readonly jwt: JwtService;

  constructor(config: AppConfig) {
    // A key object, not the text: given text, jsonwebtoken first tries it as a PEM public key (and
    // throws) on every call before taking it as an HMAC secret.
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(config.jwtSecret)) });
  }

  /** A token for `lifetimeSeconds` (15 minutes, less when the session ends sooner). */
  sign(claims: Required<Omit<AccessTokenClaims, 'exp'>>, lifetimeSeconds = ACCESS_TOKEN_TTL_SECONDS): string {
    return this.jwt.sign(
      { id: claims.id, ViewAs: claims.ViewAs, sv: claims.sv, sid: claims.sid },
      { algorithm: 'HS256', expiresIn: lifetimeSeconds, audience: AUDIENCE, issuer: ISSUER },
    );
  }

  /** The claims of a valid token, or null. `ignoreExpiration` serves the refresh call. */
  verify(token: string, { ignoreExpiration = false } = {}): AccessTokenClaims | null {
    try {
      const claims = this.jwt.verify<AccessTokenClaims>(token, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        ignoreExpiration,
      });
      const valid =
        Number.isSafeInteger(claims.id) &&
        claims.id > 0 &&
        typeof claims.ViewAs === 'boolean' &&
        Number.isSafeInteger(claims.sv) &&
        (claims.sid === undefined || (typeof claims.sid === 'string' && SESSION_ID.test(claims.sid)));
      return valid ? claims : null;
    } catch {
      return null;
    }
  }
}
