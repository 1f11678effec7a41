import { Injectable } from '@nestjs/common';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { CompanyService, ownCompany } from '../../company/company.service.js';
import type { Company } from '../../company/entities/company.entity.js';
import { CompanyProgressService } from '../../company/profile/company-progress.service.js';

/** The gate of the company panel's vacancies (spec point 4): the caller's own company, when it is
 *  verified or its profile is at 100 percent; otherwise 403 with the spec's message. */
@Injectable()
export class VacancyPublisherService {
  constructor(
    private readonly companies: CompanyService,
    private readonly progress: CompanyProgressService,
  ) {}

  async companyOf(session: AuthSession): Promise<Company> {
    const company = await ownCompany(this.companies, session);
    if (!company.isVerified && !(await this.progress.mayPublishVacancies(company.id))) {
      throw AppException.forbidden('vacancies.profileIncomplete');
    }
    return company;
  }
}
