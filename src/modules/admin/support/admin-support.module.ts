import { Module } from '@nestjs/common';
import { AdminSupportController } from './admin-support.controller.js';
import { AdminSupportService } from './admin-support.service.js';

/** The back office's support tickets (Admin/GetSupportTickets, GetSupportTicket, ReplyToSupportTicket, CloseSupportTicket). */
@Module({
  controllers: [AdminSupportController],
  providers: [AdminSupportService],
})
export class AdminSupportModule {}
