import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module.js';
import { AccountBlockService } from './account-block.service.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';

/** The back office's accounts: search, block and unblock. Exports AccountBlockService (the reports queue blocks too). */
@Module({
  imports: [AccountModule],
  controllers: [AdminAccountsController],
  providers: [AccountBlockService, AdminAccountsService],
  exports: [AccountBlockService],
})
export class AdminAccountsModule {}
