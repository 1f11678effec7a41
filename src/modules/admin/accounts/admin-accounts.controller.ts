import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { AdminReasonBody } from '../dto/admin-reason.dto.js';
import { AccountIdQuery } from '../dto/admin.dto.js';
import { AccountBlockService } from './account-block.service.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { SearchAccountsQuery } from './dto/admin-accounts.dto.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { AdminAccount } from './admin-account.view.js';

/** The back office's accounts: staff only (never a view-as session). */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminAccountsController {
  constructor(
    private readonly accounts: AdminAccountsService,
    private readonly blocks: AccountBlockService,
  ) {}

  @Get('SearchAccounts')
  @ApiOperation({
    summary:
      'Accounts, newest first, by e-mail, name or company name, kind (type 1|2) and block: { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(AdminAccount, { page: true })
  searchAccounts(@Query() query: SearchAccountsQuery) {
    return this.accounts.search(query);
  }

  @Post('BlockAccount')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Blocks an account (no sign-in, its sessions end at once) with a reason; staff accounts 409; audited',
  })
  @ApiEnvelope(AdminAccount)
  blockAccount(@CurrentSession() staff: AuthSession, @Query() query: AccountIdQuery, @Body() body: AdminReasonBody) {
    return this.blocks.block(staff, query.accountId, body.reason);
  }

  @Post('UnblockAccount')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lifts the block of an account; audited' })
  @ApiEnvelope(AdminAccount)
  unblockAccount(@CurrentSession() staff: AuthSession, @Query() query: AccountIdQuery) {
    return this.blocks.unblock(staff, query.accountId);
  }
}
