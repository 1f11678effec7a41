import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { CompanyDirectoryController } from './company-directory.controller.js';
import { CompanyDirectoryService } from './company-directory.service.js';
import { CompanyProfilePartsQuery } from './company-profile-parts.sql.js';

/** The public company directory, company page and comparison (part of CompanyModule, which
 *  re-exports it: the web module reads company pages' heads through CompanyDirectoryService). */
@Module({
  imports: [ReviewsModule],
  controllers: [CompanyDirectoryController],
  providers: [CompanyDirectoryService, CompanyProfilePartsQuery],
  exports: [CompanyDirectoryService],
})
export class CompanyDirectoryModule {}
