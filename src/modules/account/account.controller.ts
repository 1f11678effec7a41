import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/public.decorator.js';
import { AccountService } from './account.service.js';

@ApiTags('Account')
@Controller('Account')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @Public()
  @Get('GetDefaultLanguage')
  @ApiOperation({ summary: 'The language for visitors who have not chosen one: "EN" or "GE"' })
  getDefaultLanguage() {
    return this.accounts.defaultLanguage();
  }
}
