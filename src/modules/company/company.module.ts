import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyController } from './company.controller.js';
import { CompanyService } from './company.service.js';
import { PartnerCompaniesService } from './partner-companies.service.js';
import { CompanyClaimsModule } from './claims/company-claims.module.js';
import { CompanyDirectoryModule } from './directory/company-directory.module.js';
import { Company } from './entities/company.entity.js';
import {
  companyProfileControllers,
  companyProfileExports,
  companyProfileImports,
  companyProfileProviders,
} from './profile/index.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { CompanyStatisticsModule } from './statistics/company-statistics.module.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Company]),
    ReviewsModule,
    CompanyStatisticsModule,
    CompanyDirectoryModule,
    CompanyClaimsModule,
    ...companyProfileImports,
  ],
  controllers: [CompanyController, ...companyProfileControllers],
  providers: [CompanyService, PartnerCompaniesService, ...companyProfileProviders],
  exports: [CompanyService, ReviewsModule, CompanyDirectoryModule, CompanyClaimsModule, ...companyProfileExports],
})
export class CompanyModule {}
