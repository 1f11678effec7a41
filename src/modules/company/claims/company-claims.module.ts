import { Module } from '@nestjs/common';
import { CompanyClaimController } from './company-claim.controller.js';
import { CompanyClaimService } from './company-claim.service.js';

/** Claims of unclaimed company pages (part of CompanyModule, which re-exports it for the back office). */
@Module({
  controllers: [CompanyClaimController],
  providers: [CompanyClaimService],
  exports: [CompanyClaimService],
})
export class CompanyClaimsModule {}
