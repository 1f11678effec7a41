import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { CompanyService, ownCompany } from '../company.service.js';
import { Company } from '../entities/company.entity.js';
import type { CompanyContactView } from './company-profile.view.js';
import type { UpdateCompanyContactBody } from './dto/contact.dto.js';
import { CompanyContact } from './entities/company-contact.entity.js';
import { DEFAULT_COUNTRY_CODE } from './profile.rules.js';

const FIELDS = [
  'phoneNumber',
  'email',
  'website',
  'georgiaOffice',
  'georgiaOfficeGe',
  'googleMapUrl',
  'headQuarter',
  'headQuarterGe',
  'headQuarterGoogleMapUrl',
  'facebookUrl',
  'linkedInUrl',
  'twitterUrl',
  'youTubeUrl',
  'tikTokUrl',
] as const;

export function toContactView(row: CompanyContact | null): CompanyContactView {
  const view = { countryCode: row?.countryCode ?? DEFAULT_COUNTRY_CODE } as CompanyContactView;
  for (const field of FIELDS) view[field] = row?.[field] ?? null;
  return view;
}

/** A company's contact card: public to read, written by the company itself. */
@Injectable()
export class CompanyContactService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
  ) {}

  /** 404 for an unknown company; a company that saved nothing has an empty card with +995. */
  async contactOfCompany(companyId: number): Promise<CompanyContactView> {
    if (!(await this.db.getRepository(Company).existsBy({ id: companyId, hiddenAt: IsNull() })))
      throw AppException.notFound('companyProfile.companyNotFound');
    return this.contact(this.db.manager, companyId);
  }

  async contact(manager: EntityManager, companyId: number): Promise<CompanyContactView> {
    return toContactView(await manager.findOneBy(CompanyContact, { companyId }));
  }

  /** Replaces the caller's card with the given one (fields left out are cleared); answers what was stored. */
  async update(session: AuthSession, body: UpdateCompanyContactBody): Promise<CompanyContactView> {
    const company = await ownCompany(this.companies, session);
    const countryCode = body.countryCode
      ? body.countryCode.startsWith('+')
        ? body.countryCode
        : `+${body.countryCode}`
      : DEFAULT_COUNTRY_CODE;
    const known = await this.db.query(`SELECT 1 FROM country_code WHERE dial_code = $1 LIMIT 1`, [countryCode]);
    if (known.length === 0) throw AppException.validation('countryCode', 'companyProfile.countryCodeUnknown');

    const row: Partial<CompanyContact> = { companyId: company.id, countryCode, updatedAt: new Date() };
    for (const field of FIELDS) row[field] = body[field] ?? null;
    await this.db.getRepository(CompanyContact).upsert(row, ['companyId']);
    return this.contact(this.db.manager, company.id);
  }
}
