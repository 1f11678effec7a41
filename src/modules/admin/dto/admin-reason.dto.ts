import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';

export const MAX_REASON = 500;

/** A staff decision's reason (block, reject): 1 to 500 characters, trimmed. */
export class AdminReasonBody {
  // class-validator runs a property's decorators bottom-up and stops at the first failure.
  @ApiProperty({ minLength: 1, maxLength: MAX_REASON })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(MAX_REASON, { message: 'admin.reasonTooLong', context: { max: MAX_REASON } })
  @Matches(/\S/, { message: 'admin.reasonRequired' })
  @IsString({ message: 'admin.reasonRequired' })
  reason: string;
}
