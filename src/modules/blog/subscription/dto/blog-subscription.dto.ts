import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { ToBoolean } from '../../../../core/validation/transforms.js';
import { IsPlainEmail } from '../../../../core/validation/is-plain-email.js';

/** A mailed link's token; anything that is not one is an incorrect link. */
const IsLinkToken = () =>
  applyDecorators(IsString({ message: 'account.incorrectLink' }), MaxLength(200, { message: 'account.incorrectLink' }));

/** The address as it is stored: trimmed and lower-cased. */
const IsSubscriberEmail = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: 'blog.emailRequired' }),
    IsString({ message: 'account.emailInvalid' }),
    MaxLength(254, { message: 'account.emailInvalid' }),
    IsPlainEmail('account.emailInvalid'),
  );

/** A body without a token subscribes; with one, unsubscribes. */
const subscribing = (body: SubscribeUnsubscribeToBlogsBody) => !body.token;

/** POST Users/subscribeUnsubscribeToBlogs. */
export class SubscribeUnsubscribeToBlogsBody {
  @ApiPropertyOptional({ description: 'Subscribing: the address (required)' })
  @ValidateIf(subscribing)
  @IsSubscriberEmail()
  email?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'Subscribing: the terms checkbox, must be true' })
  @ValidateIf(subscribing)
  @ToBoolean()
  @Equals(true, { message: 'blog.termsRequired' })
  agreeToTerms?: boolean;

  @ApiPropertyOptional({
    description: "Unsubscribing: the token of a mail's unsubscribe link (email and agreeToTerms are then not needed)",
  })
  @IsOptional()
  @IsLinkToken()
  token?: string;
}

/** POST Users/CheckSubscribtionStatusForBlogs: a token, or the signed-in account's own address. */
export class CheckBlogSubscriptionStatusBody {
  @ApiPropertyOptional({ description: "The signed-in account's own address" })
  @ValidateIf((body: CheckBlogSubscriptionStatusBody) => !body.token)
  @IsSubscriberEmail()
  email?: string;

  @ApiPropertyOptional({ description: "The token of a mail's unsubscribe link" })
  @IsOptional()
  @IsLinkToken()
  token?: string;
}

/** POST Users/ConfirmBlogSubscription. */
export class ConfirmBlogSubscriptionBody {
  @ApiProperty({ description: 'The token of the confirmation link (/news?confirmSubscription=…)' })
  @IsNotEmpty({ message: 'account.incorrectLink' })
  @IsLinkToken()
  token: string;
}
