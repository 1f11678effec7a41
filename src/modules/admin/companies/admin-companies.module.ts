import { Module } from '@nestjs/common';
import { CompanyModule } from '../../company/company.module.js';
import { AdminClaimsService } from './admin-claims.service.js';
import { AdminCompaniesController } from './admin-companies.controller.js';
import { AdminCompaniesService } from './admin-companies.service.js';

/** The back office's companies: search, verification, unclaimed pages and the claims queue. */
@Module({
  imports: [CompanyModule],
  controllers: [AdminCompaniesController],
  providers: [AdminCompaniesService, AdminClaimsService],
})
export class AdminCompaniesModule {}
