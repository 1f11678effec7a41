import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { SupportTicketStatus } from '../../../../../shared/enums.js';
import { AdminPageQuery } from '../../dto/admin-page.dto.js';

export const MAX_REPLY = 5000;

/** GET Admin/GetSupportTickets: newest first, by status (all when absent). */
export class GetSupportTicketsQuery extends AdminPageQuery {
  @ApiPropertyOptional({ enum: [1, 2, 3], description: '1 open, 2 answered, 3 closed' })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(SupportTicketStatus, { message: 'admin.support.statusInvalid' })
  status?: SupportTicketStatus;
}

export class SupportTicketIdQuery {
  @ApiProperty()
  @ToNumber()
  @IsInt({ message: 'admin.support.ticketIdInvalid' })
  @Min(1, { message: 'admin.support.ticketIdInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.support.ticketIdInvalid' })
  id: number;
}

/** POST Admin/ReplyToSupportTicket: the answer mailed to the visitor, 1 to 5000 characters. */
export class SupportReplyBody {
  // class-validator runs a property's decorators bottom-up and stops at the first failure.
  @ApiProperty({ minLength: 1, maxLength: MAX_REPLY })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : value))
  @MaxLength(MAX_REPLY, { message: 'admin.support.messageTooLong', context: { max: MAX_REPLY } })
  @Matches(/\S/, { message: 'admin.support.messageRequired' })
  @IsString({ message: 'admin.support.messageRequired' })
  message: string;
}
