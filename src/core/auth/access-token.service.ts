import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config.js';

/** What an access token carries. `id`, `exp` and `ViewAs` are the spec's; `sv` ends old sessions. */
export interface AccessTokenClaims {
  id: number;
  ViewAs: boolean;
  /** The account's session version when the token was issued; a password change moves it on. */
  sv: number;
  exp: number;
}

const AUDIENCE = 'techboard.ge';
const ISSUER = 'techboard.ge';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Signs and checks the 15-minute access tokens (HS256 with the configured secret). */
@Injectable()
export class AccessTokenService {
  private readonly jwt: JwtService;

  constructor(config: AppConfig) {
    this.jwt = new JwtService({ secret: config.jwtSecret });
  }

  sign(claims: Omit<AccessTokenClaims, 'exp'>): string {
    return this.jwt.sign(
      { id: claims.id, ViewAs: claims.ViewAs, sv: claims.sv },
      { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS, audience: AUDIENCE, issuer: ISSUER },
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
      const valid = Number.isSafeInteger(claims.id) && claims.id > 0 && typeof claims.ViewAs === 'boolean' && Number.isSafeInteger(claims.sv);
      return valid ? claims : null;
    } catch {
      return null;
    }
  }
}
