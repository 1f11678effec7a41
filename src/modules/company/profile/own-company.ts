import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { CompanyService } from '../company.service.js';
import type { Company } from '../entities/company.entity.js';

/** The signed-in company account's own company. Write calls take no company id: this is the only
 *  company they can touch. A company account without a company (never in practice) may do nothing. */
export async function ownCompany(companies: CompanyService, session: AuthSession): Promise<Company> {
  const company = await companies.findByAccountId(session.accountId);
  if (!company) throw AppException.forbidden();
  return company;
}
