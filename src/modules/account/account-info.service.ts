import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AccountKind } from '../../../shared/enums.js';
import { AppException } from '../../core/errors/app.exception.js';
import { type Language, localized } from '../../core/i18n/language.js';
import { TalentCvService } from '../users/cvs/talent-cv.service.js';
import type { DictionaryItem } from '../common/entities/dictionary-item.entity.js';
import { CompanyService } from '../company/company.service.js';
import { talentPhoneOf } from '../users/profile/talent-profile.view.js';
import type { AuthInfoView, NamedItem } from './dto/auth-info.view.js';
import { Account } from './entities/account.entity.js';
import { needsConsent } from './terms-consent.js';

/** Who the caller is, as the client's auth state needs it. */
@Injectable()
export class AccountInfoService {
  constructor(
    private readonly db: DataSource,
    private readonly companies: CompanyService,
    private readonly cvs: TalentCvService,
  ) {}

  async userInfo(session: AuthSession, language: Language): Promise<AuthInfoView> {
    const account = await this.db
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .leftJoinAndSelect('account.field', 'field')
      .leftJoinAndSelect('account.experience', 'experience')
      .leftJoinAndSelect('account.technologies', 'technology')
      .leftJoinAndSelect('account.jobFunctions', 'jobFunction')
      .where('account.id = :id', { id: session.accountId })
      .getOne();
    if (!account) throw AppException.unauthorized();
    const company =
      account.accountKind === AccountKind.Company ? await this.companies.findByAccountId(account.id) : null;
    const named = (item: DictionaryItem | null | undefined): NamedItem | null =>
      item ? { id: item.id, name: localized(language, item.name, item.nameGe) } : null;
    const byName = (items: DictionaryItem[] = []) =>
      items.map((item) => named(item) as NamedItem).sort((a, b) => a.name.localeCompare(b.name));

    return {
      id: account.id,
      fullName: company?.name ?? account.fullName,
      userType: account.accountKind,
      email: account.email,
      isEmailVerified: account.isEmailVerified,
      isAdmin: account.isStaff && !session.viewAs,
      viewAs: session.viewAs,
      hasPassword: account.passwordHash !== null,
      needsConsent: needsConsent(account, session.viewAs),
      language: account.language,
      profileImageUrl: company ? company.profileImageUrl : account.profileImageUrl,
      smallProfileImageUrl: company ? company.smallProfileImageUrl : account.smallProfileImageUrl,
      coverImageUrl: company?.coverImageUrl ?? null,
      experience: named(account.experience),
      field: named(account.field),
      technologies: byName(account.technologies),
      jobFunctions: byName(account.jobFunctions),
      tagLine: company?.tagline ?? null,
      tagLineGe: company?.taglineGe ?? null,
      teamSize: company?.teamSize ?? null,
      transformedName: company?.transformedName ?? null,
      companyId: company?.id ?? null,
      ...(account.accountKind === AccountKind.User
        ? await this.cvs.cvInfoOf(account.id)
        : { cvUrl: null, cvFileName: null }),
      phone: account.accountKind === AccountKind.User ? await talentPhoneOf(this.db, account.id) : null,
    };
  }
}
