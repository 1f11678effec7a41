import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsRecordId } from '../../../core/validation/is-record-id.decorator.js';
import { IsPlainEmail } from '../../../core/validation/is-plain-email.js';

export class FindAccountQuery {
  @ApiProperty()
  @IsNotEmpty({ message: 'account.emailRequired' })
  @IsString()
  @MaxLength(254, { message: 'account.emailInvalid' })
  @IsPlainEmail('account.emailInvalid')
  email: string;
}

export class AccountIdQuery {
  @ApiProperty()
  @IsRecordId()
  accountId: number;
}
