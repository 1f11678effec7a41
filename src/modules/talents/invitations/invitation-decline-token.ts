import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { SignedToken } from '../../../core/tokens/signed-token.js';

/** The token of an invitation mail's one-click "not interested" link: `<invitation id>.<HMAC>` under
 *  a key derived from JWT_SECRET, like the digest's unsubscribe link. It declines that one
 *  invitation, only while it is pending, so it needs no storage or expiry of its own. */
@Injectable()
export class InvitationDeclineToken {
  private readonly token: SignedToken;

  constructor(config: AppConfig) {
    this.token = new SignedToken('invitation-decline', config.jwtSecret, 1);
  }

  sign(invitationId: number): string {
    return this.token.sign([invitationId]);
  }

  /** The invitation of a genuine token; null for anything else. */
  verify(token: string | undefined): number | null {
    const [invitationId] = this.token.verify(token) ?? [];
    return invitationId !== undefined && invitationId >= 1 && invitationId <= 2_147_483_647 ? invitationId : null;
  }
}
