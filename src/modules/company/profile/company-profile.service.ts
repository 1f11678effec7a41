import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AccountKind } from '../../../../shared/enums.js';
import type { Language } from '../../../core/i18n/language.js';
import { type MessageRef, translate } from '../../../core/i18n/translator.js';
import { accountContact } from '../../account/account.sql.js';
import { openVacancyCountsFor } from '../../visibility/open-vacancy-counts.sql.js';
import { CompanyService, ownCompany } from '../company.service.js';
import { Company } from '../entities/company.entity.js';
import { CompanyBenefitsService } from './company-benefits.service.js';
import { CompanyContactService } from './company-contact.service.js';
import { CompanyKeyFactsService } from './company-key-facts.service.js';
import type { CompanyProfileInfo, TeamSizeView } from './company-profile.view.js';
import { CompanyTechnologiesService } from './company-technologies.service.js';
import type { UpdateCompanyAboutBody, UpdateCompanyTaglineBody } from './dto/profile.dto.js';
import { TEAM_SIZES } from './profile.rules.js';

/** The company panel's profile: what the company shows about itself, edited by the company alone. */
@Injectable()
export class CompanyProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly benefits: CompanyBenefitsService,
    private readonly technologies: CompanyTechnologiesService,
    private readonly keyFacts: CompanyKeyFactsService,
    private readonly contacts: CompanyContactService,
  ) {}

  async profileInfo(session: AuthSession): Promise<CompanyProfileInfo> {
    const company = await ownCompany(this.companies, session);
    const manager = this.db.manager;
    const [account, vacancyCounts, benefits, technologies, keyFacts, contact] = await Promise.all([
      accountContact(manager, session.accountId),
      openVacancyCountsFor(manager, [company.id]),
      this.benefits.benefits(manager, company.id),
      this.technologies.technologies(manager, company.id),
      this.keyFacts.values(manager, company.id),
      this.contacts.contact(manager, company.id),
    ]);
    return {
      id: company.id,
      name: company.name,
      transformedName: company.transformedName,
      userType: AccountKind.Company,
      // The access guard has found the account for this request.
      email: account!.email,
      isEmailVerified: account!.isEmailVerified,
      about: company.about,
      aboutGe: company.aboutGe,
      tagLine: company.tagline,
      tagLineGe: company.taglineGe,
      teamSize: company.teamSize,
      profileImageUrl: company.profileImageUrl,
      smallProfileImageUrl: company.smallProfileImageUrl ?? company.profileImageUrl,
      coverImageUrl: company.coverImageUrl,
      isVerified: company.isVerified,
      verifiedDate: company.verifiedDate,
      isClaimingNecessary: company.isClaimingNecessary,
      createDate: company.createdAt,
      activeVacancyCount: vacancyCounts.get(company.id) ?? 0,
      benefits,
      technologies,
      keyFacts,
      contact,
    };
  }

  /** A text left out keeps its value; an empty one is cleared. */
  async updateAbout(session: AuthSession, body: UpdateCompanyAboutBody): Promise<MessageRef> {
    const company = await ownCompany(this.companies, session);
    const changes: Partial<Company> = {};
    if (body.aboutEn !== undefined) changes.about = body.aboutEn;
    if (body.aboutGe !== undefined) changes.aboutGe = body.aboutGe;
    if (Object.keys(changes).length) await this.db.getRepository(Company).update({ id: company.id }, changes);
    return { key: 'companyProfile.updated' };
  }

  async updateTagline(session: AuthSession, body: UpdateCompanyTaglineBody): Promise<MessageRef> {
    const company = await ownCompany(this.companies, session);
    const changes: Partial<Company> = { tagline: body.tagline ?? null };
    if (body.taglineGe !== undefined) changes.taglineGe = body.taglineGe;
    await this.db.getRepository(Company).update({ id: company.id }, changes);
    return { key: 'companyProfile.updated' };
  }

  async updateTeamSize(session: AuthSession, teamSize: string | null | undefined): Promise<MessageRef> {
    const company = await ownCompany(this.companies, session);
    await this.db.getRepository(Company).update({ id: company.id }, { teamSize: teamSize ?? null });
    return { key: 'companyProfile.updated' };
  }

  /** The team sizes to pick from, named in the request's language. */
  teamSizes(language: Language): TeamSizeView[] {
    return TEAM_SIZES.map((value) => ({
      value,
      name: translate(language, { key: `companyProfile.teamSizes.${value}` }),
    }));
  }
}
