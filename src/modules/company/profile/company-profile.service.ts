import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AccountKind } from '../../../../shared/enums.js';
import type { Language } from '../../../core/i18n/language.js';
import { type MessageRef, translate } from '../../../core/i18n/translator.js';
import { openVacancyCountsFor } from '../../visibility/open-vacancy-counts.sql.js';
import { CompanyService, ownCompany } from '../company.service.js';
import { Company } from '../entities/company.entity.js';
import { type BenefitGroupView, CompanyBenefitsService } from './company-benefits.service.js';
import { type CompanyContactView, CompanyContactService } from './company-contact.service.js';
import { CompanyKeyFactsService, type KeyFactValueView } from './company-key-facts.service.js';
import { type CompanyTechnologyView, CompanyTechnologiesService } from './company-technologies.service.js';
import type { UpdateCompanyAboutBody, UpdateCompanyTaglineBody } from './dto/profile.dto.js';
import { TEAM_SIZES } from './profile.rules.js';

/** GET Company/GetCompanyProfileInfo: the company panel's view of the caller's company (spec point 3). */
export interface CompanyProfileInfo {
  id: number;
  name: string;
  transformedName: string;
  userType: AccountKind.Company;
  email: string;
  isEmailVerified: boolean;
  about: string | null;
  aboutGe: string | null;
  tagLine: string | null;
  tagLineGe: string | null;
  teamSize: string | null;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  coverImageUrl: string | null;
  isVerified: boolean;
  verifiedDate: Date | null;
  isClaimingNecessary: boolean;
  createDate: Date;
  activeVacancyCount: number;
  benefits: BenefitGroupView[];
  technologies: CompanyTechnologyView[];
  keyFacts: KeyFactValueView[];
  contact: CompanyContactView;
}

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
    const [[account], vacancyCounts, benefits, technologies, keyFacts, contact] = await Promise.all([
      manager.query(`SELECT email, is_email_verified FROM account WHERE id = $1`, [session.accountId]),
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
      email: account.email,
      isEmailVerified: account.is_email_verified,
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
  teamSizes(language: Language): { value: string; name: string }[] {
    return TEAM_SIZES.map((value) => ({
      value,
      name: translate(language, { key: `companyProfile.teamSizes.${value}` }),
    }));
  }
}
