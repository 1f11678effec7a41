import { Injectable } from '@nestjs/common';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { CompanyService, ownCompany } from '../../company/company.service.js';
import { CompanyProgressService } from '../../company/profile/company-progress.service.js';

/** Which companies may search the directory and invite: verified ones whose profile is complete. */
@Injectable()
export class DirectoryAccessService {
  constructor(
    private readonly companies: CompanyService,
    private readonly progress: CompanyProgressService,
  ) {}

  /** The caller's company id; 403 with the reason when it may not use the directory yet. */
  async searchingCompany(session: AuthSession): Promise<number> {
    const company = await ownCompany(this.companies, session);
    if (!company.isVerified) throw AppException.forbidden('talentDirectory.companyNotVerified');
    if ((await this.progress.progressOf(company.id)).progress < 100)
      throw AppException.forbidden('talentDirectory.profileIncomplete');
    return company.id;
  }
}
