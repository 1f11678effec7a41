import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsRecordId } from '../../../core/validation/is-record-id.decorator.js';

export class FindAccountQuery {
  @ApiProperty()
  @IsNotEmpty({ message: 'account.emailRequired' })
  @IsString()
  @MaxLength(254, { message: 'account.emailInvalid' })
  @IsEmail({}, { message: 'account.emailInvalid' })
  email: string;
}

export class AccountIdQuery {
  @ApiProperty()
  @IsRecordId()
  accountId: number;
}
