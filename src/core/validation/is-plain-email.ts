import { applyDecorators } from '@nestjs/common';
import { IsEmail, Matches } from 'class-validator';
import { PLAIN_EMAIL_ADDRESS } from '../mail/plain-email-address.js';

/** An e-mail address the site can write to: valid, and one plain address (no quoted local part,
 *  no display name), as the mail outbox takes it. */
export const IsPlainEmail = (message: string) =>
  applyDecorators(IsEmail({}, { message }), Matches(PLAIN_EMAIL_ADDRESS, { message }));
