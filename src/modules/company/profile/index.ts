import { TypeOrmModule } from '@nestjs/typeorm';
import { CommonModule } from '../../common/common.module.js';
import { BenefitsController } from './benefits.controller.js';
import { CompanyBenefitsService } from './company-benefits.service.js';
import { CompanyContactService } from './company-contact.service.js';
import { CompanyKeyFactsService } from './company-key-facts.service.js';
import { CompanyProfileController } from './company-profile.controller.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CompanyProgressService } from './company-progress.service.js';
import { CompanyTechnologiesService } from './company-technologies.service.js';
import { CompanyBenefit, CompanyTechnology } from './entities/company-choices.entity.js';
import { CompanyContact } from './entities/company-contact.entity.js';
import { CompanyKeyFact } from './entities/company-key-fact.entity.js';
import { KeyFactDefinition, KeyFactOption } from './entities/key-fact-definition.entity.js';

/** The company panel's profile, wired into CompanyModule (company.module.ts spreads these lists). */
export const companyProfileImports = [
  CommonModule,
  TypeOrmModule.forFeature([
    KeyFactDefinition,
    KeyFactOption,
    CompanyKeyFact,
    CompanyContact,
    CompanyTechnology,
    CompanyBenefit,
  ]),
];
export const companyProfileControllers = [CompanyProfileController, BenefitsController];
export const companyProfileProviders = [
  CompanyProfileService,
  CompanyKeyFactsService,
  CompanyContactService,
  CompanyTechnologiesService,
  CompanyBenefitsService,
  CompanyProgressService,
];
/** For other modules: the checklist (vacancy publishing), key facts, benefits, technologies and contacts of a company. */
export const companyProfileExports = [
  CompanyProgressService,
  CompanyKeyFactsService,
  CompanyBenefitsService,
  CompanyTechnologiesService,
  CompanyContactService,
];
