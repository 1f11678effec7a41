import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AccountKind } from '../../../../../shared/enums.js';
import { ToBoolean, ToNumber } from '../../../../core/validation/transforms.js';
import { AdminPageQuery } from '../../dto/admin-page.dto.js';

export const MAX_ADMIN_SEARCH = 100;

/** GET Admin/SearchAccounts: words of the e-mail, the name or the company's name; the kind; blocked or not. */
export class SearchAccountsQuery extends AdminPageQuery {
  @ApiPropertyOptional({
    maxLength: MAX_ADMIN_SEARCH,
    description: 'Part of the e-mail, the full name or the company name',
  })
  @IsOptional()
  @MaxLength(MAX_ADMIN_SEARCH, { message: 'admin.searchTooLong', context: { max: MAX_ADMIN_SEARCH } })
  @IsString({ message: 'validation.isString' })
  search?: string;

  @ApiPropertyOptional({
    enum: [AccountKind.User, AccountKind.Company],
    description: '1 talents, 2 companies; all when absent',
  })
  @IsOptional()
  @ToNumber()
  @IsIn([AccountKind.User, AccountKind.Company], { message: 'admin.accounts.typeInvalid' })
  type?: AccountKind;

  @ApiPropertyOptional({ description: 'true: blocked accounts only; false: the others' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin.accounts.blockedInvalid' })
  blocked?: boolean;
}
